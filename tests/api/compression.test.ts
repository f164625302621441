// Compression on the wire: brotli, gzip or identity as Accept-Encoding asks (q-values included) for HTML, JSON and
// built assets; the decompressed body is the identity body; Vary: Accept-Encoding on every variant; the event stream,
// small bodies and images are sent as they are. Assets are served from a fixture client directory whose .br and .gz
// files stand for the build's (vite.config.ts); the real build's are checked after it, in tests/e2e/bundle.spec.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, signIn, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

/** A script large enough to be worth compressing, with its build-time .br and .gz beside it. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
/** A stylesheet with no precompressed files: compressed on the fly. */
const STYLE = `.a { color: red; }\n`.repeat(200);

/** An image: its bytes are compressed already (a PNG header, then noise). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
]);

let t: TestApp;
let fixture: string;
let member: string;

beforeAll(async () => {
  fixture = mkdtempSync(path.join(tmpdir(), "quorum-wire-client-"));
  mkdirSync(path.join(fixture, "assets"));
  const assets = path.join(fixture, "assets");
  writeFileSync(path.join(assets, "entry-abc123.js"), SCRIPT);
  writeFileSync(path.join(assets, "entry-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(assets, "entry-abc123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(assets, "style-def456.css"), STYLE);
  writeFileSync(path.join(assets, "photo-789abc.png"), PNG);
  t = await createTestApp({
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL, clientDir: fixture })],
  });
  member = await signIn(t.app, "member");
});

afterAll(async () => {
  await t.close();
  rmSync(fixture, { recursive: true, force: true });
});

function fetchWith(url: string, acceptEncoding?: string, cookie?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
  if (cookie !== undefined) headers.cookie = cookie;
  return t.app.inject({ method: "GET", url, headers });
}

function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  expect(encoding).toBeUndefined();
  return raw.toString("utf8");
}

function varies(response: LightMyRequestResponse, token: string): boolean {
  return String(response.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(token);
}

/** What each Accept-Encoding header must select. */
const NEGOTIATION: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ["br, gzip", "br"],
  ["gzip, deflate, br", "br"],
  ["gzip", "gzip"],
  ["br;q=0.5, gzip;q=0.9", "gzip"],
  ["gzip;q=0, br;q=0.1", "br"],
  ["identity", undefined],
  ["identity;q=1, br;q=0.5", undefined],
  // The plugin reads "*" (no preference) as gzip, the encoding every client has.
  ["*", "gzip"],
  ["deflate", undefined],
];

describe.each([
  ["the home page (HTML)", "/", undefined],
  // A discussion page is not compared: each view counts, so no two answers are the same.
  ["the category list page (HTML)", "/categories", undefined],
  ["the discussion list (JSON)", "/api/v2/discussions?limit=30", undefined],
  ["the categories (JSON) for a member", "/api/v2/categories", "member"],
])("%s", (_name, url, who) => {
  it("is encoded as Accept-Encoding asks, and decodes to the identity body", async () => {
    const cookie = who === "member" ? member : undefined;
    const identity = await fetchWith(url, undefined, cookie);
    expect(identity.statusCode).toBe(200);
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    const plain = stateless(identity.body);
    for (const [accept, expected] of NEGOTIATION) {
      const response = await fetchWith(url, accept, cookie);
      expect(response.statusCode, `${accept}`).toBe(200);
      expect(response.headers["content-encoding"], `${accept}`).toBe(expected);
      expect(varies(response, "accept-encoding"), `${accept}`).toBe(true);
      expect(stateless(decoded(response)), `${accept}`).toBe(plain);
      if (expected) expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
    }
  });
});

/** HTML carries a fresh CSP nonce per response: compared without it. */
function stateless(body: string): string {
  return body.replace(/nonce="[^"]*"/g, 'nonce=""');
}

describe("built assets", () => {
  it("serves the build's .br and .gz files as they are, and the plain file otherwise", async () => {
    const url = "/assets/entry-abc123.js";
    const br = await fetchWith(url, "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    const gz = await fetchWith(url, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await fetchWith(url, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const response of [br, gz, plain]) {
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(varies(response, "accept-encoding")).toBe(true);
    }
  });

  it("compresses an asset without build-time files on the fly", async () => {
    const response = await fetchWith("/assets/style-def456.css", "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(decoded(response)).toBe(STYLE);
  });
});

describe("what is not compressed", () => {
  it("leaves bodies under a kilobyte alone, yet says they vary by encoding", async () => {
    const response = await fetchWith("/api/v2/discussions/1?expand=-all", "br");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(varies(response, "accept-encoding")).toBe(true);
  });

  it("sends images as they are", async () => {
    const response = await fetchWith("/assets/photo-789abc.png", "br, gzip");
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("does not compress the event stream", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v2/notifications/stream`, {
      headers: { cookie: member, "accept-encoding": "br, gzip" },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("content-encoding")).toBeNull();
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain("retry:");
    controller.abort();
  });
});
