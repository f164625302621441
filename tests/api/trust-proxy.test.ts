// Issue 11 item 8: behind a TLS reverse proxy every visitor shared the proxy's address (the seventh member to sign
// in within a minute was refused), the session cookie never got Secure, and anyone could keep one account locked
// with 6 wrong passwords a minute. QUORUM_TRUST_PROXY (src/server/http/trust-proxy.ts) names the proxies to
// believe; limits key by the real client address; the per-account sign-in limit counts only addresses the account
// never signed in from (src/server/auth/known-addresses.ts).
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import { parseTrustProxy } from "../../src/server/http/trust-proxy";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, json, TEST_PASSWORD, type TestApp, XRW } from "./support/app";
import { latestLink, tokenOf } from "./support/mail";

const PROXY = "10.0.0.2";

/** Trusts the proxy at PROXY; `direct` is the same site without a trusted proxy. */
let t: TestApp;
let direct: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true, trustProxy: PROXY });
  direct = await buildApp({ database: t.database, mail: { log: () => undefined, dir: t.mailDir } });
  await Promise.all([t.app.ready(), direct.ready()]);
});
afterAll(async () => {
  await direct.close();
  await t.close();
});

interface Attempt {
  username: string;
  password?: string;
  /** The client as the proxy reports it (X-Forwarded-For). */
  client?: string;
  /** The TCP peer: the proxy, unless a client connects directly. */
  peer?: string;
  headers?: Record<string, string>;
}

function signInRequest({ username, password = TEST_PASSWORD, client, peer = PROXY, headers = {} }: Attempt) {
  const options: InjectOptions = {
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: { ...XRW, ...(client ? { "x-forwarded-for": client } : {}), ...headers },
    payload: { username, password },
    remoteAddress: peer,
  };
  return options;
}

const viaProxy = (attempt: Attempt) => t.app.inject(signInRequest(attempt));
const withoutTrust = (attempt: Attempt) => direct.inject(signInRequest(attempt));

function sessionCookie(response: Awaited<ReturnType<typeof viaProxy>>) {
  return response.cookies.find((cookie) => cookie.name === "quorum_session");
}

describe("issue 11 item 8: QUORUM_TRUST_PROXY", () => {
  it("reads hops, true/false and address lists, and refuses anything else", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(parseTrustProxy("10.0.0.0/255.0.0.0")).toEqual(["10.0.0.0/255.0.0.0"]);
    const twoHops = parseTrustProxy("2");
    if (typeof twoHops !== "function") throw new Error("a hop count becomes a trust function");
    expect([twoHops("203.0.113.1", 0), twoHops("203.0.113.1", 1), twoHops("203.0.113.1", 2)]).toEqual([
      true,
      true,
      false,
    ]);
    for (const wrong of [
      "yes",
      "10.0.0",
      "10.0.0.1/33",
      "::1/129",
      "proxy.example",
      "10.0.0.1,",
      "-1",
      "1.5",
    ])
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/QUORUM_TRUST_PROXY/);
  });
});

describe("issue 11 item 8: sign-in behind a TLS reverse proxy", () => {
  it("lets seven members sign in within a minute from seven client addresses", async () => {
    const members = DEMO_USERS.slice(0, 7).map((user) => user.name);
    for (const [i, username] of members.entries()) {
      const response = await viaProxy({ username, client: `198.51.100.${i + 1}` });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it("sets Secure on the session cookie when the proxy says https, and only when the proxy is trusted", async () => {
    const https = { "x-forwarded-proto": "https" };
    const trusted = sessionCookie(
      await viaProxy({ username: "member", client: "198.51.100.20", headers: https }),
    );
    expect(trusted?.secure).toBe(true);
    const plain = sessionCookie(await viaProxy({ username: "member", client: "198.51.100.20" }));
    expect(plain?.secure).toBeUndefined();
    // A client (or an untrusted hop) cannot claim https.
    const forged = sessionCookie(
      await withoutTrust({ username: "member", peer: "198.51.100.21", headers: https }),
    );
    expect(forged).toBeDefined();
    expect(forged?.secure).toBeUndefined();
    const notFromProxy = sessionCookie(
      await viaProxy({ username: "member", peer: "198.51.100.22", client: "198.51.100.23", headers: https }),
    );
    expect(notFromProxy?.secure).toBeUndefined();
  });

  it("ignores X-Forwarded-For without trust: a client cannot escape the per-address limit by forging it", async () => {
    const peer = "203.0.113.40";
    for (let i = 0; i < 6; i++) {
      const response = await withoutTrust({
        username: `nobody${i}`,
        password: "wrong",
        peer,
        client: `192.0.2.${i}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const limited = await withoutTrust({ username: "member", peer, client: "192.0.2.77" });
    expect(limited.statusCode).toBe(429);
    // Nor when the header reaches the trusted app from someone who is not the proxy.
    const spoofer = "203.0.113.41";
    for (let i = 0; i < 6; i++) {
      const response = await viaProxy({
        username: `x${i}`,
        password: "wrong",
        peer: spoofer,
        client: `192.0.2.${i}`,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await viaProxy({ username: "member", peer: spoofer, client: "192.0.2.78" })).statusCode).toBe(
      429,
    );
  });

  it("still refuses a seventh attempt a minute from one client address with 429 and Retry-After", async () => {
    const client = "198.51.100.60";
    for (let i = 0; i < 6; i++)
      expect((await viaProxy({ username: `guess${i}`, password: "wrong", client })).statusCode).toBe(400);
    const limited = await viaProxy({ username: "member", client });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(json<ErrorBody>(limited)).toMatchObject({ status: 429, message: "Too many requests." });
    // The next client behind the same proxy has its own budget.
    expect((await viaProxy({ username: "member", client: "198.51.100.61" })).statusCode).toBe(200);
  });

  it("does not let a stranger's wrong passwords from other addresses lock the owner out of a known address", async () => {
    const owner = DEMO_USERS[10]?.name ?? "";
    const home = "198.51.100.80";
    expect((await viaProxy({ username: owner, client: home })).statusCode).toBe(200);
    // A stranger guesses from twelve addresses: the account's budget for new addresses (6 a minute, the owner's
    // first sign-in from home included) runs out after five.
    const verdicts: number[] = [];
    for (let i = 0; i < 12; i++)
      verdicts.push(
        (await viaProxy({ username: owner, password: `guess ${i}`, client: `203.0.113.${100 + i}` }))
          .statusCode,
      );
    expect(verdicts).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    // Even the right password from yet another address waits (the stranger might have guessed it)…
    const elsewhere = await viaProxy({ username: owner, client: "203.0.113.150" });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers["retry-after"])).toBeGreaterThan(0);
    // …but the owner signs in from home, by name or by email, case and spaces as typed.
    expect((await viaProxy({ username: owner, client: home })).statusCode).toBe(200);
    const email = DEMO_USERS[10]?.email ?? "";
    expect((await viaProxy({ username: ` ${email.toUpperCase()} `, client: home })).statusCode).toBe(200);
  });

  it("remembers the address a password was reset from, so the owner gets in from a new place too", async () => {
    const { name: owner = "", email = "" } = DEMO_USERS[11] ?? {};
    for (let i = 0; i < 6; i++)
      await viaProxy({ username: owner, password: `guess ${i}`, client: `203.0.113.${200 + i}` });
    const travelling = "198.51.100.90";
    expect((await viaProxy({ username: owner, client: travelling })).statusCode).toBe(429);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/v2${url}`,
        headers: { ...XRW, "x-forwarded-for": travelling },
        payload,
        remoteAddress: PROXY,
      });
    expect((await post("/users/request-password", { email })).statusCode).toBe(200);
    const token = tokenOf(latestLink(t.mailDir, email, "/entry/passwordreset/"));
    const password = "a new password 11";
    expect((await post("/users/password-reset", { token, password })).statusCode).toBe(200);
    expect((await viaProxy({ username: owner, password, client: travelling })).statusCode).toBe(200);
  });
});
