import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PostgresWindowStore } from "../../src/server/limits/postgres-windows";
import { MemoryWindowStore } from "../../src/server/limits/windows";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, json, TEST_PASSWORD, type TestApp, XRW } from "./support/app";
import { readMails } from "./support/mail";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t.close());

const signInAttempt = (username: string, remoteAddress: string, password = "wrong password") =>
  t.app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: XRW,
    payload: { username, password },
    remoteAddress,
  });

describe("limit windows in memory (PGlite sites)", () => {
  it("enforces every window: 6 a minute and 30 an hour", () => {
    const store = new MemoryWindowStore();
    const rules = [
      { max: 6, windowMs: 60_000 },
      { max: 30, windowMs: 3_600_000 },
    ];
    const hit = (key: string, now: number) => store.hitNow(key, rules, now).wait;
    const start = 1_000_000;
    for (let i = 0; i < 6; i++) expect(hit("k", start + i)).toBe(0);
    expect(hit("k", start + 10)).toBe(60);
    // Refusals are not counted; the next minute opens again, until the hour's 30 are spent.
    let minute = 1;
    let allowed = 6;
    while (allowed < 30) {
      for (let i = 0; i < 6 && allowed < 30; i++) {
        expect(hit("k", start + minute * 60_000 + i)).toBe(0);
        allowed++;
      }
      minute++;
    }
    expect(hit("k", start + minute * 60_000)).toBeGreaterThan(60);
    expect(hit("other", start + minute * 60_000)).toBe(0);
    expect(hit("k", start + 3_600_000)).toBe(0);
  });

  it("forgets the least recently used keys beyond its capacity", () => {
    const store = new MemoryWindowStore(2);
    const rules = [{ max: 1, windowMs: 60_000 }];
    store.hitNow("a", rules, 0);
    store.hitNow("b", rules, 0);
    store.hitNow("c", rules, 0);
    expect(store.hitNow("a", rules, 1).wait).toBe(0);
    expect(store.hitNow("c", rules, 1).wait).toBeGreaterThan(0);
  });
});

describe("limit windows in the database (PostgreSQL sites: every process counts in one table)", () => {
  it("counts several windows at once, refuses without counting, and reopens when a window closes", async () => {
    const store = new PostgresWindowStore(t.app.db);
    try {
      const rules = [
        { max: 2, windowMs: 400 },
        { max: 3, windowMs: 60_000 },
      ];
      expect(await store.hit("db:k", rules)).toMatchObject({ wait: 0, count: 1 });
      expect(await store.hit("db:k", rules)).toMatchObject({ wait: 0, count: 2 });
      expect((await store.hit("db:k", rules)).wait).toBe(1);
      expect((await store.hit("db:other", rules)).wait).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 450));
      // The short window reopened; the refusal above was not counted, so the minute still has one place left.
      expect(await store.hit("db:k", rules)).toMatchObject({ wait: 0, count: 1 });
      const minute = await store.hit("db:k", rules);
      expect(minute.wait).toBeGreaterThan(50);
    } finally {
      store.stop();
    }
  });

  it("two stores over one database share their counts, as two processes do", async () => {
    const first = new PostgresWindowStore(t.app.db);
    const second = new PostgresWindowStore(t.app.db);
    try {
      const rules = [{ max: 3, windowMs: 60_000 }];
      const verdicts = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second).hit("db:shared", rules)),
      );
      expect(verdicts.filter((verdict) => verdict.wait === 0)).toHaveLength(3);
    } finally {
      first.stop();
      second.stop();
    }
  });
});

describe("sign-in limits", () => {
  it("limit one account to 6 attempts a minute whatever the IP, with Retry-After", async () => {
    for (let i = 0; i < 6; i++)
      expect((await signInAttempt("Moderator", `192.0.2.${i + 1}`)).statusCode).toBe(400);
    // The same account, normalised (case, spaces), from yet another address.
    const limited = await signInAttempt("  moderator ", "192.0.2.50", TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(json<ErrorBody>(limited)).toMatchObject({ status: 429, message: "Too many requests." });
    // Another account from a fresh address is unaffected.
    expect((await signInAttempt("admin", "192.0.2.51", TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("limit one IP to 6 attempts a minute across accounts", async () => {
    const names = ["a1", "a2", "a3", "a4", "a5", "a6"];
    for (const name of names) expect((await signInAttempt(name, "192.0.2.99")).statusCode).toBe(400);
    expect((await signInAttempt("member", "192.0.2.99", TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("hold 30 attempts an hour per IP", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const now = Date.now();
      for (let minute = 0; minute < 5; minute++) {
        vi.setSystemTime(now + minute * 61_000);
        for (let i = 0; i < 6; i++) {
          expect((await signInAttempt(`h${minute}-${i}`, "192.0.2.120")).statusCode).toBe(400);
        }
      }
      vi.setSystemTime(now + 5 * 61_000);
      const limited = await signInAttempt("member", "192.0.2.120", TEST_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(60);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("password reset request limits", () => {
  it("mail one address at most once a minute, answering the same either way", async () => {
    const before = readMails(t.mailDir).length;
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v2/users/request-password",
        headers: XRW,
        payload: { email: "member@example.com" },
        remoteAddress: "192.0.2.200",
      });
    const first = await ask();
    const second = await ask();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(readMails(t.mailDir).length).toBe(before + 1);
  });

  it("answer 429 past 6 requests a minute from one IP", async () => {
    const ask = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/v2/users/request-password",
        headers: XRW,
        payload: { email: `nobody${i}@example.org` },
        remoteAddress: "192.0.2.201",
      });
    for (let i = 0; i < 6; i++) expect((await ask(i)).statusCode).toBe(200);
    const limited = await ask(6);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
