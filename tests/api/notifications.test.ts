// Notifications made by real events: a reply to your discussion, a mention in a discussion or a comment; never to
// yourself, never about a private category to someone who cannot see it. Then the API: paging, one, mark read, mark
// all read, the counts (GET /users/me-counts, GET /users/me) and the SSE stream.
import { and, asc, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { notifications } from "../../src/server/db/schema-activity";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { Comment } from "../../src/types/generated/api/comment";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Notification } from "../../src/types/generated/api/notification";
import type { UnreadCounts } from "../../src/types/generated/api/unread-counts";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
let other: string;
let otherName: string;
let general: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  otherName = DEMO_USERS[3]?.name ?? "";
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  other = await signIn(t.app, otherName);
  general = await categoryIDByUrlcode(db, "general");
  hidden = (await privateCategoryIDs(db))[0] ?? 0;
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH" | "PUT", url: string, payload: object | undefined, cookie?: string) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

async function userID(name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}

/** A member's stored notifications, oldest first (without an order PostgreSQL may answer in any). */
async function storedFor(name: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userID, await userID(name)))
    .orderBy(asc(notifications.notificationID));
}

async function counts(cookie: string): Promise<UnreadCounts> {
  const response = await get(t.app, "/api/v2/users/me-counts", cookie);
  expect(response.statusCode, response.body).toBe(200);
  return json<UnreadCounts>(response);
}

async function startDiscussion(cookie: string, body: string, categoryID = general): Promise<Discussion> {
  const response = await send(
    "POST",
    "/discussions",
    { name: "Notification test", body, format: "markdown", categoryID },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

async function reply(cookie: string, discussionID: number, body: string): Promise<Comment> {
  const response = await send("POST", "/comments", { discussionID, body, format: "markdown" }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return json<Comment>(response);
}

describe("events that notify", () => {
  it("tells the author of a discussion about someone else's reply, and nobody about their own", async () => {
    const before = (await storedFor("member")).length;
    const discussion = await startDiscussion(member, "A question with no mention.");
    await reply(member, discussion.discussionID, "Bumping my own thread.");
    expect((await storedFor("member")).length).toBe(before);

    const comment = await reply(other, discussion.discussionID, "Here is an answer.");
    const rows = await storedFor("member");
    expect(rows.length).toBe(before + 1);
    const latest = json<Notification[]>(await get(t.app, "/api/v2/notifications?limit=1", member))[0];
    expect(latest).toMatchObject({
      reason: "reply",
      headline: `${otherName} commented on Notification test`,
      url: `/discussion/comment/${comment.commentID}#Comment_${comment.commentID}`,
      read: false,
      activityUser: { userID: await userID(otherName), name: otherName },
    });
  });

  it("tells a mentioned member, in a discussion or a comment, once even when also replied to", async () => {
    const before = (await storedFor("member")).length;
    const discussion = await startDiscussion(other, "What do you think, @member?");
    expect(discussion.mentions?.map((m) => m.name)).toEqual(["member"]);
    let rows = await storedFor("member");
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ reason: "mention", recordType: "discussion" });

    // member's own discussion, a reply that also mentions them: one notification, the mention.
    const mine = await startDiscussion(member, "Mine.");
    await reply(other, mine.discussionID, "@member you asked, here it is.");
    rows = await storedFor("member");
    expect(rows.length).toBe(before + 2);
    expect(rows.at(-1)).toMatchObject({ reason: "mention", recordType: "comment" });
  });

  it("never tells someone about a post they cannot see, nor about mentioning themselves", async () => {
    expect(hidden).toBeGreaterThan(0);
    const before = (await storedFor("member")).length;
    const moderatorBefore = (await storedFor("moderator")).length;
    await startDiscussion(moderator, "Staff only: @member must not learn of this. Also @moderator.", hidden);
    expect((await storedFor("member")).length).toBe(before);
    expect((await storedFor("moderator")).length).toBe(moderatorBefore);
  });

  it("writes nothing when the post itself is refused", async () => {
    const [total] = await db.select({ n: count() }).from(notifications);
    const refused = await send(
      "POST",
      "/discussions",
      { name: "", body: "@member", format: "markdown", categoryID: general },
      other,
    );
    expect(refused.statusCode).toBe(400);
    const [after] = await db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(total?.n);
  });
});

describe("GET /notifications", () => {
  it("answers 401 to guests, on every route", async () => {
    for (const url of ["/notifications", "/notifications/1", "/users/me-counts", "/notifications/stream"]) {
      expect((await get(t.app, `/api/v2${url}`)).statusCode, url).toBe(401);
    }
    expect((await send("PATCH", "/notifications", { read: true })).statusCode).toBe(401);
  });

  it("lists the viewer's own, newest first, with paging headers", async () => {
    const total = (await storedFor("member")).length;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await get(t.app, "/api/v2/notifications?limit=2", member);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-app-page-result-count"]).toBe(String(total));
    expect(first.headers["x-app-page-next-url"]).toContain("page=2");
    const page1 = json<Notification[]>(first);
    const page2 = json<Notification[]>(await get(t.app, "/api/v2/notifications?limit=2&page=2", member));
    const ids = [...page1, ...page2].map((n) => n.notificationID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses bad paging with field errors", async () => {
    const response = await get(t.app, "/api/v2/notifications?limit=0", member);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toEqual(["limit"]);
  });
});

describe("reading notifications", () => {
  it("GET and PATCH one: someone else's answers 404 and stays unread", async () => {
    const [latest] = json<Notification[]>(await get(t.app, "/api/v2/notifications?limit=1", member));
    if (!latest) throw new Error("member has no notification");
    expect(
      json<Notification>(await get(t.app, `/api/v2/notifications/${latest.notificationID}`, member)),
    ).toEqual(latest);
    expect((await get(t.app, `/api/v2/notifications/${latest.notificationID}`, other)).statusCode).toBe(404);
    expect(
      (await send("PATCH", `/notifications/${latest.notificationID}`, { read: true }, other)).statusCode,
    ).toBe(404);

    const before = await counts(member);
    const patched = await send("PATCH", `/notifications/${latest.notificationID}`, { read: true }, member);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<Notification>(patched).read).toBe(true);
    expect((await counts(member)).countUnreadNotifications).toBe(before.countUnreadNotifications - 1);
    // Idempotent: reading it again changes nothing.
    await send("PATCH", `/notifications/${latest.notificationID}`, { read: true }, member);
    expect((await counts(member)).countUnreadNotifications).toBe(before.countUnreadNotifications - 1);
  });

  it("refuses anything but {read: true}, with field errors, and changes nothing", async () => {
    const before = await counts(member);
    const [latest] = json<Notification[]>(await get(t.app, "/api/v2/notifications?limit=1", member));
    for (const payload of [{ read: false }, {}, { read: "yes" }]) {
      const response = await send("PATCH", `/notifications/${latest?.notificationID}`, payload, member);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(response).errors).toBeDefined();
      const all = await send("PATCH", "/notifications", payload, member);
      expect(all.statusCode).toBe(400);
    }
    expect(await counts(member)).toEqual(before);
  });

  it("the counts match the table, on /users/me too; marking all read sets them to 0 for the viewer only", async () => {
    const memberID = await userID("member");
    const [unread] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userID, memberID), eq(notifications.read, false)));
    expect(unread?.n).toBeGreaterThan(0);
    expect((await counts(member)).countUnreadNotifications).toBe(unread?.n);
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", member)).countUnreadNotifications).toBe(
      unread?.n,
    );

    const otherBefore = await counts(other);
    await startDiscussion(member, `Thanks @${otherName}`);
    expect((await counts(other)).countUnreadNotifications).toBe(otherBefore.countUnreadNotifications + 1);

    const response = await send("PATCH", "/notifications", { read: true }, member);
    expect(response.statusCode, response.body).toBe(204);
    expect((await counts(member)).countUnreadNotifications).toBe(0);
    const list = json<Notification[]>(await get(t.app, "/api/v2/notifications?limit=100", member));
    expect(list.every((n) => n.read)).toBe(true);
    expect((await counts(other)).countUnreadNotifications).toBe(otherBefore.countUnreadNotifications + 1);
  });
});

describe("GET /notifications/stream", () => {
  it("pushes the counts on connect and again when a new notification arrives", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v2/notifications/stream`, {
      headers: { cookie: member },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no stream body");
    const decoder = new TextDecoder();
    let buffer = "";
    const nextCounts = async (): Promise<UnreadCounts> => {
      for (;;) {
        const match = /event: counts\ndata: (.*)\n\n/.exec(buffer);
        if (match?.[1]) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1]) as UnreadCounts;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const initial = await nextCounts();
    expect(initial).toEqual(await counts(member));
    await startDiscussion(other, "Ping @member over the stream.");
    const pushed = await nextCounts();
    expect(pushed.countUnreadNotifications).toBe(initial.countUnreadNotifications + 1);
    // Left open on purpose: closing the app must end the stream rather than wait for the browser. This closes
    // the app, so this test stays the last one in the file.
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    await t.app.close();
    expect(await ended).toBe(true);
    controller.abort();
  });
});
