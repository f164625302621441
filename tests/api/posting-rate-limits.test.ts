// Posting rate limits: new accounts wait between posts — by default 5 s between comments and 15 s between discussions
// while younger than posting.newAccountDays (7) — answered 429 with Retry-After and the error body; moderators are
// exempt; the per-minute flood rules still apply to everyone else. The app is built with its rate limits on here
// (most API tests build it with them off, and flood control follows that switch).
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

const DAY = 86_400_000;

let t: TestApp;
let db: Db;
let admin: string;
let general: number;
let discussionID: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
  db = t.database.db;
  admin = await signIn(t.app, "admin");
  general = await categoryIDByUrlcode(db, "general");
  const response = await post("/discussions", admin, discussionBody("Where replies go"));
  discussionID = json<{ discussionID: number }>(response).discussionID;
});
afterAll(() => t.close());

// Only Date is faked, so the database's own timers run; each test starts two hours after the last one's clock,
// past every window.
let clock = Date.now();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  clock += 2 * 3_600_000;
  vi.setSystemTime(clock);
});
afterEach(() => vi.useRealTimers());

function post(url: string, cookie: string, payload: object) {
  return t.app.inject({ method: "POST", url: `/api/v2${url}`, headers: { ...XRW, cookie }, payload });
}

const discussionBody = (name: string) => ({
  name,
  body: `${name}.`,
  format: "markdown",
  categoryID: general,
});
const comment = (cookie: string, body = "A reply.") =>
  post("/comments", cookie, { discussionID, body, format: "markdown" });

/** Signs in as the user after making their account `ageDays` old. */
async function accountAged(name: string, ageDays: number): Promise<string> {
  await db
    .update(users)
    .set({ dateInserted: new Date(Date.now() - ageDays * DAY) })
    .where(eq(users.name, name));
  return signIn(t.app, name);
}

function advance(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

async function setConfig(values: Record<string, number>) {
  const response = await t.app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...XRW, cookie: admin },
    payload: values,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("new accounts wait between posts", () => {
  it("5 s between comments: 429 with Retry-After and the error body, then allowed", async () => {
    const member = await accountAged("member", 1);
    expect((await comment(member)).statusCode).toBe(201);
    const refused = await comment(member);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    const body = json<ErrorBody>(refused);
    expect(body.status).toBe(429);
    expect(body.message).toBe("You are posting too quickly.");
    expect(body.description).toContain("5 seconds between comments");
    advance(5_000);
    expect((await comment(member)).statusCode).toBe(201);
  });

  it("15 s between discussions", async () => {
    const member = await accountAged("member", 1);
    expect((await post("/discussions", member, discussionBody("First thought"))).statusCode).toBe(201);
    advance(10_000);
    const refused = await post("/discussions", member, discussionBody("Second thought"));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBe(5);
    advance(5_000);
    expect((await post("/discussions", member, discussionBody("Second thought"))).statusCode).toBe(201);
  });

  it("does not hold back older accounts, nor moderators", async () => {
    const older = await accountAged("kenji.tanaka", 30);
    expect((await comment(older)).statusCode).toBe(201);
    expect((await comment(older)).statusCode).toBe(201);
    const moderator = await accountAged("moderator", 0);
    expect((await comment(moderator)).statusCode).toBe(201);
    expect((await comment(moderator)).statusCode).toBe(201);
  });

  it("follows the config keys: the pause and what counts as new", async () => {
    await setConfig({ "posting.newAccountCommentSeconds": 20 });
    const member = await accountAged("member", 1);
    expect((await comment(member)).statusCode).toBe(201);
    advance(6_000);
    const refused = await comment(member);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBe(14);
    await setConfig({ "posting.newAccountDays": 0 });
    expect((await comment(member)).statusCode).toBe(201);
    await setConfig({ "posting.newAccountDays": 7, "posting.newAccountCommentSeconds": 5 });
  });

  it("refuses bad config values", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...XRW, cookie: admin },
      payload: { "posting.newAccountDays": -1 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the per-minute flood rules stay", () => {
  it("refuses a sixth comment within a minute, even from an older account", async () => {
    const older = await accountAged("kenji.tanaka", 30);
    for (let i = 0; i < 5; i += 1) expect((await comment(older, `Reply ${i}.`)).statusCode).toBe(201);
    const refused = await comment(older, "One too many.");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
