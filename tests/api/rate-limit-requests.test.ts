// Issue 11 item 12: one client address sent 2,322 GETs in 10 s and all succeeded. The site-wide request limit
// (src/server/http/rate-limits.ts) allows 50 requests per 10 s and 200 a minute per client address by default, then
// answers 429 with Retry-After and the error body; the built client's assets, uploaded media and the notification
// stream are not counted, and behind a trusted proxy each client has its own budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app";
import { readServerEnv } from "../../src/server/env";
import { DEFAULT_REQUEST_LIMITS } from "../../src/server/http/rate-limits";
import { webPages } from "../../src/server/web/pages";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, json, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const MEDIA_KEY = `${"ab".repeat(16)}.png`;
/** A cheap route (no query for a guest); the limit runs before any route work anyway. */
const API = "/api/v2/users/me";

let t: TestApp;
/** Other apps on the same database: behind a trusted proxy, and with every limit off. */
let proxied: FastifyInstance;
let unlimited: FastifyInstance;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "quorum-request-limits-"));
  const clientDir = path.join(scratch, "client");
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  writeFileSync(path.join(clientDir, "assets", "index-abc123.js"), "console.log(1);");
  writeFileSync(path.join(clientDir, "assets", "inter-abc123.woff2"), "font");
  const mediaDir = path.join(scratch, "media");
  mkdirSync(mediaDir);
  writeFileSync(path.join(mediaDir, MEDIA_KEY), "not really a png");
  const pages = [(app: FastifyInstance) => webPages(app, { indexHtml: SHELL, clientDir })];
  t = await createTestApp({
    rateLimit: true,
    requestLimits: DEFAULT_REQUEST_LIMITS,
    mediaDir,
    extraPlugins: pages,
  });
  const database = t.database;
  proxied = await buildApp({ database, requestLimits: DEFAULT_REQUEST_LIMITS, trustProxy: "127.0.0.1" });
  unlimited = await buildApp({ database, rateLimit: false, requestLimits: DEFAULT_REQUEST_LIMITS });
  // Compile every route now (slow on a loaded machine), not inside the first test's time limit.
  await Promise.all([t.app.ready(), proxied.ready(), unlimited.ready()]);
});
afterAll(async () => {
  await proxied.close();
  await unlimited.close();
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

// Date stands still unless a test moves it (only Date is faked; the database's timers run): a loaded machine must
// not stretch 51 requests past the 10-second window.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

function from(remoteAddress: string, url: string, extra: Partial<InjectOptions> = {}) {
  return t.app.inject({ method: "GET", url, remoteAddress, ...extra });
}

describe("issue 11 item 12: no global per-IP limit", () => {
  it("refuses the 51st request in 10 s from one address with 429, Retry-After and the error body", async () => {
    const address = "198.51.100.1";
    for (let i = 0; i < 49; i++) expect((await from(address, API)).statusCode).toBe(200);
    expect((await from(address, "/api/v2/categories")).statusCode).toBe(200); // the 50th: a real read
    const limited = await from(address, API);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(limited.headers["content-type"]).toMatch(/^application\/json/);
    expect(json<ErrorBody>(limited)).toMatchObject({ status: 429, message: "Too many requests." });
    // HTML pages and unknown URLs share the same budget; another address still has its own.
    expect((await from(address, "/discussions")).statusCode).toBe(429);
    expect((await from(address, "/no/such/page")).statusCode).toBe(429);
    expect((await from("198.51.100.2", API)).statusCode).toBe(200);
    // The window passes: the address is served again.
    vi.setSystemTime(Date.now() + 10_001);
    expect((await from(address, API)).statusCode).toBe(200);
  });

  it("holds 200 requests a minute across 10-second windows", async () => {
    const start = Date.now();
    const address = "198.51.100.3";
    for (let window = 0; window < 4; window++) {
      vi.setSystemTime(start + window * 10_500);
      for (let i = 0; i < 50; i++) expect((await from(address, API)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 4 * 10_500);
    const limited = await from(address, API);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(10);
    vi.setSystemTime(start + 61_000);
    expect((await from(address, API)).statusCode).toBe(200);
  });

  it("does not count static assets, fonts, uploaded media or the notification stream", async () => {
    const address = "198.51.100.4";
    for (let i = 0; i < 30; i++) {
      expect((await from(address, "/assets/index-abc123.js")).statusCode).toBe(200);
      expect((await from(address, "/assets/inter-abc123.woff2")).statusCode).toBe(200);
      expect((await from(address, "/assets/missing-file.js")).statusCode).toBe(404);
      expect((await from(address, `/media/${MEDIA_KEY}`)).statusCode).toBe(200);
      // A guest's stream answers 401 at once; the point is that opening it costs no budget.
      expect((await from(address, "/api/v2/notifications/stream")).statusCode).toBe(401);
    }
    // The budget is untouched: 50 counted requests still pass, the 51st does not.
    for (let i = 0; i < 50; i++) expect((await from(address, API)).statusCode).toBe(200);
    expect((await from(address, API)).statusCode).toBe(429);
  });

  it("gives two clients behind a trusted proxy separate budgets", async () => {
    const behindProxy = (client: string) =>
      proxied.inject({
        method: "GET",
        url: API,
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": client },
      });
    for (let i = 0; i < 50; i++) expect((await behindProxy("203.0.113.10")).statusCode).toBe(200);
    expect((await behindProxy("203.0.113.10")).statusCode).toBe(429);
    for (let i = 0; i < 50; i++) expect((await behindProxy("203.0.113.11")).statusCode).toBe(200);
    expect((await behindProxy("203.0.113.11")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For without a trusted proxy: a client cannot escape its budget", async () => {
    const address = "198.51.100.5";
    for (let i = 0; i < 50; i++) {
      const forged = { headers: { "x-forwarded-for": `192.0.2.${i + 1}` } };
      expect((await from(address, API, forged)).statusCode).toBe(200);
    }
    const limited = await from(address, API, { headers: { "x-forwarded-for": "192.0.2.99" } });
    expect(limited.statusCode).toBe(429);
  });

  it("reads its windows from QUORUM_RATE_LIMIT_PER_MINUTE and QUORUM_RATE_LIMIT_PER_10S", () => {
    expect(readServerEnv({}).requestLimits).toEqual({ perMinute: 200, per10Seconds: 50 });
    const set = readServerEnv({ QUORUM_RATE_LIMIT_PER_MINUTE: "600", QUORUM_RATE_LIMIT_PER_10S: "0" });
    expect(set.requestLimits).toEqual({ perMinute: 600, per10Seconds: 0 });
    for (const wrong of ["-1", "ten", "1.5", "1e3"])
      expect(() => readServerEnv({ QUORUM_RATE_LIMIT_PER_10S: wrong })).toThrow(/QUORUM_RATE_LIMIT_PER_10S/);
  });

  it("is off with the other limits (QUORUM_RATE_LIMIT=off builds the app with rateLimit: false)", async () => {
    for (let i = 0; i < 60; i++)
      expect((await unlimited.inject({ method: "GET", url: API })).statusCode).toBe(200);
  });
});
