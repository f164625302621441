// A member's own toggles (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/api-conventions.md#other-call-families): PUT /discussions/{id}/mute — a muted discussion tells its
// author of no replies — and PUT /discussions/{id}/dismiss — a dismissed announcement stops being listed first for
// that member only.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { notifications, users } from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let otherMember: string;
let moderator: string;
let admin: string;
let memberID: number;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [member, otherMember, moderator, admin] = await Promise.all([
    signIn(t.app, "member"),
    signIn(t.app, "kenji.tanaka"),
    signIn(t.app, "moderator"),
    signIn(t.app, "admin"),
  ]);
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, "member"));
  memberID = row?.userID ?? 0;
  general = await categoryIDByUrlcode(db, "general");
});
afterAll(() => t.close());

function send(method: "PUT" | "POST" | "PATCH", url: string, cookie: string | undefined, payload: object) {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW, payload });
}

async function newDiscussion(
  cookie: string,
  categoryID = general,
  name = "Member state test",
): Promise<number> {
  const response = await send("POST", "/discussions", cookie, {
    name,
    body: "Body.",
    format: "markdown",
    categoryID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response).discussionID;
}

const reply = (discussionID: number, body: string) =>
  send("POST", "/comments", otherMember, { discussionID, body, format: "markdown" });

async function notificationsOfMember(reason: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userID, memberID), eq(notifications.reason, reason)));
  return row?.n ?? 0;
}

describe("PUT /discussions/{id}/mute", () => {
  it("answers {muted}, and a muted discussion tells its author of no replies (mentions still reach them)", async () => {
    const id = await newDiscussion(member);
    const replies = await notificationsOfMember("reply");
    expect((await reply(id, "First reply.")).statusCode).toBe(201);
    expect(await notificationsOfMember("reply")).toBe(replies + 1);

    const muted = await send("PUT", `/discussions/${id}/mute`, member, { muted: true });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(json(muted)).toEqual({ muted: true });
    await reply(id, "Second reply.");
    expect(await notificationsOfMember("reply")).toBe(replies + 1);
    const mentions = await notificationsOfMember("mention");
    await reply(id, "Asking @member directly.");
    expect(await notificationsOfMember("mention")).toBe(mentions + 1);

    expect(json(await send("PUT", `/discussions/${id}/mute`, member, { muted: false }))).toEqual({
      muted: false,
    });
    await reply(id, "Third reply.");
    expect(await notificationsOfMember("reply")).toBe(replies + 2);
  });

  it("is open to every signed-in member who can see the discussion, and to nobody else", async () => {
    const id = await newDiscussion(moderator);
    expect((await send("PUT", `/discussions/${id}/mute`, otherMember, { muted: true })).statusCode).toBe(200);
    expect((await send("PUT", `/discussions/${id}/mute`, undefined, { muted: true })).statusCode).toBe(401);
    const hidden = (await privateCategoryIDs(db))[0] ?? 0;
    const secret = await newDiscussion(admin, hidden, "Staff mute");
    expect((await send("PUT", `/discussions/${secret}/mute`, member, { muted: true })).statusCode).toBe(404);
    expect((await send("PUT", `/discussions/${id}/mute`, member, { muted: "yes" })).statusCode).toBe(400);
    expect((await send("PUT", `/discussions/${id}/mute`, member, {})).statusCode).toBe(400);
  });
});

describe("PUT /discussions/{id}/dismiss", () => {
  const firstIDs = async (cookie: string) =>
    json<Discussion[]>(await get(t.app, "/api/v2/discussions?pinOrder=first&limit=3", cookie)).map(
      (discussion) => discussion.discussionID,
    );

  it("stops listing the announcement first for the member who dismissed it, and only for them", async () => {
    const id = await newDiscussion(moderator, general, "Read the rules");
    const announced = await send("PATCH", `/discussions/${id}`, moderator, {
      pinned: true,
      pinLocation: "recent",
    });
    expect(announced.statusCode, announced.body).toBe(200);
    expect((await firstIDs(member))[0]).toBe(id);

    const dismissed = await send("PUT", `/discussions/${id}/dismiss`, member, { dismissed: true });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(json(dismissed)).toEqual({ dismissed: true });
    expect((await firstIDs(member))[0]).not.toBe(id);
    expect((await firstIDs(otherMember))[0]).toBe(id);

    expect(json(await send("PUT", `/discussions/${id}/dismiss`, member, { dismissed: false }))).toEqual({
      dismissed: false,
    });
    expect((await firstIDs(member))[0]).toBe(id);
    await send("PATCH", `/discussions/${id}`, moderator, { pinned: false });
  });

  it("refuses to dismiss what is not an announcement (422) and asks guests to sign in", async () => {
    const id = await newDiscussion(moderator);
    const response = await send("PUT", `/discussions/${id}/dismiss`, member, { dismissed: true });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).errors?.dismissed?.[0]?.code).toBe("notAnnouncement");
    expect((await send("PUT", `/discussions/${id}/dismiss`, member, { dismissed: false })).statusCode).toBe(
      200,
    );
    expect(
      (await send("PUT", `/discussions/${id}/dismiss`, undefined, { dismissed: false })).statusCode,
    ).toBe(401);
  });
});
