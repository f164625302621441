// Reactions on discussions and comments (docs/reference/ui-behaviour.md#optimistic-updates,
// docs/reference/permissions.md#category-permissions, docs/reference/api-conventions.md#other-call-families): the
// toggle, who may react and who may see the log, the score kept equal to the sum of the reactions' values, the
// author's notification (and its live count), and removal — one's own, or anyone's by a moderator.
import { and, count, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import {
  comments,
  discussions,
  reactions,
  reactionTypes,
  rolePermissions,
  roles,
  users,
} from "../../src/server/db/schema";
import { notifications } from "../../src/server/db/schema-activity";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Notification } from "../../src/types/generated/api/notification";
import type { ReactionCount } from "../../src/types/generated/api/reaction-count";
import type { ReactionLogEntry } from "../../src/types/generated/api/reaction-log-entry";
import type { UnreadCounts } from "../../src/types/generated/api/unread-counts";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
let other: string;
let otherName: string;
let general: number;
let tags: Map<string, { tagID: number; value: number }>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  otherName = DEMO_USERS[3]?.name ?? "";
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  other = await signIn(t.app, otherName);
  general = await categoryIDByUrlcode(db, "general");
  const rows = await db.select().from(reactionTypes);
  tags = new Map(rows.map((row) => [row.urlcode, { tagID: row.tagID, value: row.value }]));
});
afterAll(() => t.close());

function send(method: "POST" | "DELETE", url: string, payload?: object, cookie?: string) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const tag = (urlcode: string) => tags.get(urlcode)?.tagID ?? -1;

async function userID(name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}

async function startDiscussion(cookie: string, name = "Reaction test"): Promise<Discussion> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...XRW, cookie },
    payload: { name, body: "Something to react to.", format: "markdown", categoryID: general },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

async function react(cookie: string | undefined, path: string, reactionType: unknown) {
  return send("POST", `${path}/reactions`, { reactionType }, cookie);
}

async function reactOK(cookie: string, path: string, reactionType: string): Promise<ReactionCount[]> {
  const response = await react(cookie, path, reactionType);
  expect(response.statusCode, response.body).toBe(200);
  return json<ReactionCount[]>(response);
}

/** The user's reaction on a record, as stored. */
async function stored(recordType: string, recordID: number, name: string): Promise<number | null> {
  const [row] = await db
    .select({ tagID: reactions.tagID })
    .from(reactions)
    .where(
      and(
        eq(reactions.recordType, recordType),
        eq(reactions.recordID, recordID),
        eq(reactions.userID, await userID(name)),
      ),
    );
  return row?.tagID ?? null;
}

/** The stored score and the sum of the record's reactions' values (what the seed's recount computes). */
async function scores(recordType: "discussion" | "comment", recordID: number) {
  const table = recordType === "discussion" ? discussions : comments;
  const idColumn = recordType === "discussion" ? discussions.discussionID : comments.commentID;
  const [row] = await db.select({ score: table.score }).from(table).where(eq(idColumn, recordID));
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${reactionTypes.value}), 0)::int` })
    .from(reactions)
    .innerJoin(reactionTypes, eq(reactionTypes.tagID, reactions.tagID))
    .where(and(eq(reactions.recordType, recordType), eq(reactions.recordID, recordID)));
  return { score: row?.score, sum: sum?.total };
}

async function reactionTotal(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reactions);
  return row?.n ?? 0;
}

async function unread(cookie: string): Promise<number> {
  const response = await get(t.app, "/api/v2/users/me-counts", cookie);
  expect(response.statusCode).toBe(200);
  return json<UnreadCounts>(response).countUnreadNotifications;
}

async function reactionNotificationsFor(name: string, recordID: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userID, await userID(name)),
        eq(notifications.reason, "reaction"),
        eq(notifications.recordID, recordID),
      ),
    );
}

const countOf = (list: ReactionCount[], urlcode: string) => list.find((c) => c.tagID === tag(urlcode))?.count;

describe("POST /{discussions|comments}/{id}/reactions: the toggle", () => {
  it("adds, switches, and takes back a reaction, answering every type's count", async () => {
    const { discussionID } = await startDiscussion(member);
    const path = `/discussions/${discussionID}`;

    let counts = await reactOK(other, path, "Like");
    expect(countOf(counts, "Like")).toBe(1);
    expect(counts.every((c) => c.count >= 0)).toBe(true);
    expect(await stored("discussion", discussionID, otherName)).toBe(tag("Like"));

    // Another type replaces the first: one reaction per user per record.
    counts = await reactOK(other, path, "Insightful");
    expect(countOf(counts, "Like")).toBe(0);
    expect(countOf(counts, "Insightful")).toBe(1);
    expect(await stored("discussion", discussionID, otherName)).toBe(tag("Insightful"));

    // The same type again takes it back.
    counts = await reactOK(other, path, "Insightful");
    expect(counts.reduce((total, c) => total + c.count, 0)).toBe(0);
    expect(await stored("discussion", discussionID, otherName)).toBeNull();
  });

  it("votes Up and Down: the same direction twice removes the vote, the score follows", async () => {
    const { discussionID } = await startDiscussion(member);
    const path = `/discussions/${discussionID}`;
    await reactOK(other, path, "Up");
    await reactOK(moderator, path, "Up");
    expect((await scores("discussion", discussionID)).score).toBe(2);
    await reactOK(other, path, "Down");
    expect((await scores("discussion", discussionID)).score).toBe(0);
    await reactOK(other, path, "Down");
    expect((await scores("discussion", discussionID)).score).toBe(1);
    const discussion = json<Discussion>(await get(t.app, `/api/v2/discussions/${discussionID}`, member));
    expect(discussion.score).toBe(1);
  });

  it("keeps the score equal to the sum of the reactions' values on seeded records and comments", async () => {
    // A seeded discussion that already has reactions (its score came from the seed's recount).
    const [seeded] = await db
      .select({ recordID: reactions.recordID })
      .from(reactions)
      .where(eq(reactions.recordType, "discussion"))
      .limit(1);
    const seededID = seeded?.recordID ?? 0;
    expect(seededID).toBeGreaterThan(0);
    for (const urlcode of ["Promote", "Awesome", "Dislike", "Dislike"]) {
      await reactOK(moderator, `/discussions/${seededID}`, urlcode);
      const { score, sum } = await scores("discussion", seededID);
      expect(score, urlcode).toBe(sum);
    }

    const { discussionID } = await startDiscussion(member);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...XRW, cookie: member },
      payload: { discussionID, body: "A comment to vote on.", format: "markdown" },
    });
    const { commentID } = json<Comment>(reply);
    await reactOK(other, `/comments/${commentID}`, "WTF");
    await reactOK(moderator, `/comments/${commentID}`, "Promote");
    expect(await scores("comment", commentID)).toEqual({ score: 4, sum: 4 });
    // Reactions on a comment move the comment's score, not its discussion's.
    expect((await scores("discussion", discussionID)).score).toBe(0);
    const removed = await send(
      "DELETE",
      `/comments/${commentID}/reactions/${await userID(otherName)}`,
      undefined,
      moderator,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await scores("comment", commentID)).toEqual({ score: 5, sum: 5 });
  });

  it("accepts a urlcode in any case", async () => {
    const { discussionID } = await startDiscussion(member);
    const counts = await reactOK(other, `/discussions/${discussionID}`, "lol");
    expect(countOf(counts, "LOL")).toBe(1);
  });
});

describe("expand=reactions on discussions", () => {
  it("carries every non-Flag type's count and whether the viewer chose it", async () => {
    const { discussionID } = await startDiscussion(member);
    await reactOK(other, `/discussions/${discussionID}`, "Like");
    await reactOK(moderator, `/discussions/${discussionID}`, "Like");

    const mine = json<Discussion>(
      await get(t.app, `/api/v2/discussions/${discussionID}?expand=reactions`, other),
    );
    const like = mine.reactions?.find((r) => r.urlcode === "Like");
    expect(like).toEqual({
      tagID: tag("Like"),
      urlcode: "Like",
      name: "Like",
      class: "Positive",
      count: 2,
      hasReacted: true,
      reactionValue: 1,
    });
    expect(mine.reactions?.filter((r) => r.hasReacted)).toHaveLength(1);
    expect(mine.reactions?.find((r) => r.urlcode === "Up")).toMatchObject({ count: 0, hasReacted: false });
    expect(mine.reactions?.some((r) => r.urlcode === "OffTopic")).toBe(false);

    const guest = await get(t.app, `/api/v2/discussions?expand=reactions&limit=50&sort=-dateInserted`);
    const listed = json<Discussion[]>(guest).find((d) => d.discussionID === discussionID);
    expect(listed?.reactions?.find((r) => r.urlcode === "Like")).toMatchObject({
      count: 2,
      hasReacted: false,
    });
    // Not asked for, not sent.
    expect(
      json<Discussion>(await get(t.app, `/api/v2/discussions/${discussionID}`, other)).reactions,
    ).toBeUndefined();
  });
});

describe("who may react", () => {
  it("answers 401 to guests and 404 for a missing record or one in a private category", async () => {
    const { discussionID } = await startDiscussion(member);
    expect((await react(undefined, `/discussions/${discussionID}`, "Like")).statusCode).toBe(401);
    expect((await react(member, "/discussions/99999999", "Like")).statusCode).toBe(404);
    expect((await react(member, "/comments/99999999", "Like")).statusCode).toBe(404);

    const hidden = await discussionIDsIn(db, await privateCategoryIDs(db));
    const privateID = hidden[0] ?? 0;
    expect(privateID).toBeGreaterThan(0);
    const before = await reactionTotal();
    for (const path of [`/discussions/${privateID}/reactions`, `/discussions/${privateID}/reactions/1`]) {
      expect((await send("DELETE", path, undefined, member)).statusCode, path).toBe(404);
    }
    expect((await react(member, `/discussions/${privateID}`, "Like")).statusCode).toBe(404);
    expect((await get(t.app, `/api/v2/discussions/${privateID}/reactions`, member)).statusCode).toBe(404);
    expect(await reactionTotal()).toBe(before);
    // Staff see the private category and may react there.
    await reactOK(moderator, `/discussions/${privateID}`, "Like");
  });

  it("keeps Promote for curators: a member gets 403, a moderator may", async () => {
    const { discussionID } = await startDiscussion(moderator);
    const refused = await react(member, `/discussions/${discussionID}`, "Promote");
    expect(refused.statusCode).toBe(403);
    expect(await stored("discussion", discussionID, "member")).toBeNull();
    await reactOK(moderator, `/discussions/${discussionID}`, "Promote");
  });

  it("refuses a member without the class's add permission (403)", async () => {
    const { discussionID } = await startDiscussion(moderator);
    const [memberRole] = await db
      .select({ roleID: roles.roleID })
      .from(roles)
      .where(eq(roles.type, "member"));
    const grant = { roleID: memberRole?.roleID ?? 0, permission: "reactions.neutral.add", categoryID: -1 };
    const grantRow = and(
      eq(rolePermissions.roleID, grant.roleID),
      eq(rolePermissions.permission, grant.permission),
      eq(rolePermissions.categoryID, grant.categoryID),
    );
    expect(await db.delete(rolePermissions).where(grantRow).returning()).toHaveLength(1);
    try {
      const refused = await react(member, `/discussions/${discussionID}`, "LOL");
      expect(refused.statusCode).toBe(403);
      await reactOK(member, `/discussions/${discussionID}`, "Like");
    } finally {
      await db.insert(rolePermissions).values(grant);
    }
  });

  it("excludes the Flag class (422), unknown types (422) and malformed bodies (400), changing nothing", async () => {
    const { discussionID } = await startDiscussion(member);
    const path = `/discussions/${discussionID}`;
    await reactOK(other, path, "Like");
    const before = { total: await reactionTotal(), score: await scores("discussion", discussionID) };

    const flag = await react(other, path, "OffTopic");
    expect(flag.statusCode).toBe(422);
    expect(json<ErrorBody>(flag).errors?.reactionType?.[0]?.code).toBe("flagNotReaction");
    const unknown = await react(other, path, "Nope");
    expect(unknown.statusCode).toBe(422);
    expect(json<ErrorBody>(unknown).errors?.reactionType?.[0]?.code).toBe("unknownReactionType");
    for (const payload of [
      {},
      { reactionType: { urlcode: "Like" } },
      { reactionType: "" },
      { reactionType: "Like", extra: 1 },
    ]) {
      const response = await send("POST", `${path}/reactions`, payload, other);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(response).errors).toBeDefined();
    }
    expect((await get(t.app, "/api/v2/discussions/abc/reactions", moderator)).statusCode).toBe(400);

    expect(await reactionTotal()).toBe(before.total);
    expect(await scores("discussion", discussionID)).toEqual(before.score);
    expect(await stored("discussion", discussionID, otherName)).toBe(tag("Like"));
  });
});

describe("notifications", () => {
  it("tells the author once per reactor, with a live unread count; not on a toggle-off or one's own post", async () => {
    const { discussionID, name } = await startDiscussion(member, "Reactions notify");
    const path = `/discussions/${discussionID}`;
    const unreadBefore = await unread(member);

    await reactOK(other, path, "Like");
    expect(await unread(member)).toBe(unreadBefore + 1);
    const [latest] = json<Notification[]>(await get(t.app, "/api/v2/notifications?limit=1", member));
    expect(latest).toMatchObject({
      reason: "reaction",
      headline: `${otherName} reacted to your discussion ${name}`,
      read: false,
      activityUser: { userID: await userID(otherName), name: otherName },
    });
    expect(latest?.url).toContain(`/discussion/${discussionID}/`);

    // Switching, taking back and reacting again: still the one unread notification.
    await reactOK(other, path, "Agree");
    await reactOK(other, path, "Agree");
    await reactOK(other, path, "Support");
    expect(await reactionNotificationsFor("member", discussionID)).toHaveLength(1);
    expect(await unread(member)).toBe(unreadBefore + 1);

    // Another reactor is news of its own.
    await reactOK(moderator, path, "Up");
    expect(await reactionNotificationsFor("member", discussionID)).toHaveLength(2);

    // Once read, a new reaction tells the author again.
    const read = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/notifications",
      headers: { ...XRW, cookie: member },
      payload: { read: true },
    });
    expect(read.statusCode).toBe(204);
    await reactOK(other, path, "Support"); // off: no notification
    expect(await unread(member)).toBe(0);
    await reactOK(other, path, "Awesome");
    expect(await unread(member)).toBe(1);

    // Reacting to one's own post tells nobody.
    const ownBefore = (await reactionNotificationsFor("member", discussionID)).length;
    await reactOK(member, path, "Like");
    expect(await reactionNotificationsFor("member", discussionID)).toHaveLength(ownBefore);
  });

  it("tells a comment's author about a reaction on their comment", async () => {
    const { discussionID } = await startDiscussion(other, "A thread by someone else");
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...XRW, cookie: member },
      payload: { discussionID, body: "My comment.", format: "markdown" },
    });
    const { commentID } = json<Comment>(reply);
    await reactOK(moderator, `/comments/${commentID}`, "Insightful");
    const [row] = await reactionNotificationsFor("member", commentID);
    expect(row).toMatchObject({
      recordType: "comment",
      headline: "moderator reacted to your comment on A thread by someone else",
      url: `/discussion/comment/${commentID}#Comment_${commentID}`,
    });
  });
});

describe("the log and removal", () => {
  it("lists who reacted how, newest first, to holders of reactions.view only", async () => {
    const { discussionID } = await startDiscussion(member);
    const path = `/discussions/${discussionID}`;
    await reactOK(other, path, "Like");
    await reactOK(moderator, path, "Down");

    expect((await get(t.app, `/api/v2${path}/reactions`)).statusCode).toBe(401);
    expect((await get(t.app, `/api/v2${path}/reactions`, member)).statusCode).toBe(403);
    const response = await get(t.app, `/api/v2${path}/reactions?limit=1`, moderator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    const [first] = json<ReactionLogEntry[]>(response);
    expect(first).toMatchObject({
      tagID: tag("Down"),
      userID: await userID("moderator"),
      user: { name: "moderator" },
      reactionType: { urlcode: "Down", name: "Vote Down", tagID: tag("Down"), class: "Negative" },
    });
    const page2 = json<ReactionLogEntry[]>(
      await get(t.app, `/api/v2${path}/reactions?limit=1&page=2`, moderator),
    );
    expect(page2.map((entry) => entry.reactionType.urlcode)).toEqual(["Like"]);
  });

  it("removes one's own reaction; someone else's only with community.moderate", async () => {
    const { discussionID } = await startDiscussion(member);
    const path = `/discussions/${discussionID}`;
    await reactOK(other, path, "Up");
    await reactOK(member, path, "Up");
    const otherID = await userID(otherName);

    expect((await send("DELETE", `${path}/reactions/${otherID}`)).statusCode).toBe(401);
    expect((await send("DELETE", `${path}/reactions/${otherID}`, undefined, member)).statusCode).toBe(403);
    expect(await stored("discussion", discussionID, otherName)).toBe(tag("Up"));

    expect((await send("DELETE", `${path}/reactions`, undefined, member)).statusCode).toBe(204);
    expect(await stored("discussion", discussionID, "member")).toBeNull();
    expect((await scores("discussion", discussionID)).score).toBe(1);

    expect((await send("DELETE", `${path}/reactions/${otherID}`, undefined, moderator)).statusCode).toBe(204);
    expect(await stored("discussion", discussionID, otherName)).toBeNull();
    expect(await scores("discussion", discussionID)).toEqual({ score: 0, sum: 0 });
    // Removing what is not there changes nothing.
    expect((await send("DELETE", `${path}/reactions/${otherID}`, undefined, moderator)).statusCode).toBe(204);
    expect((await scores("discussion", discussionID)).score).toBe(0);
  });
});
