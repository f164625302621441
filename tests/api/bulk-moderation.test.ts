// Bulk moderation through the API: move, close, delete and merge as long-runners, the whole-request refusals of
// docs/reference/errors.md#bulk-actions (exact messages), per-item failures, counters that a full recount agrees
// with, the content log, and continuing through POST /calls/run with a tiny time budget — forged, altered and expired
// payloads refused.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import {
  categories,
  comments,
  config,
  contentLog,
  discussions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from "../../src/server/db/schema";
import { recountAll } from "../../src/server/db/seed/recount";
import { invalidateCategoryIndex } from "../../src/server/services/category-index";
import { signCallbackPayload } from "../../src/server/services/moderation/callback-token";
import {
  BUDGET_CONFIG_KEY,
  SECRET_CONFIG_KEY,
} from "../../src/server/services/moderation/long-runner-settings";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LongRunnerResult } from "../../src/types/generated/api/long-runner-result";
import { createTestApp, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
/** kenji.tanaka, also a "Category moderator": edit/manage/close/delete everywhere except the locked category. */
let catMod: string;
let catModID: number;
let general: number;
let offTopic: number;
let locked: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(db, "general");
  offTopic = await categoryIDByUrlcode(db, "off-topic");

  const [memberRole] = await db.select().from(roles).where(eq(roles.name, "Member"));
  const [role] = await db
    .insert(roles)
    .values({ name: "Category moderator", type: "member", sort: 10 })
    .returning({ roleID: roles.roleID });
  if (!memberRole || !role) throw new Error("roles missing");
  const [lockedRow] = await db
    .insert(categories)
    .values({ name: "Locked room", urlcode: "locked-room", parentCategoryID: -1, displayAs: "discussions" })
    .returning({ categoryID: categories.categoryID });
  if (!lockedRow) throw new Error("category not inserted");
  locked = lockedRow.categoryID;
  await db.update(categories).set({ permissionCategoryID: locked }).where(eq(categories.categoryID, locked));
  const moderate = ["discussions.edit", "discussions.manage", "discussions.close", "discussions.delete"];
  await db.insert(rolePermissions).values([
    ...moderate.map((permission) => ({ roleID: role.roleID, permission, categoryID: -1 })),
    ...["discussions.view", "discussions.add", "comments.add"].flatMap((permission) => [
      { roleID: memberRole.roleID, permission, categoryID: locked },
      { roleID: role.roleID, permission, categoryID: locked },
    ]),
  ]);
  const [kenji] = await db.select().from(users).where(eq(users.name, "kenji.tanaka"));
  if (!kenji) throw new Error("kenji missing");
  catModID = kenji.userID;
  await db.insert(userRoles).values({ userID: kenji.userID, roleID: role.roleID });
  invalidateCategoryIndex(db);
  catMod = await signIn(t.app, "kenji.tanaka");
});
afterAll(() => t.close());

beforeEach(async () => {
  await db.delete(config).where(eq(config.key, BUDGET_CONFIG_KEY));
});

function call(method: "POST" | "PATCH" | "DELETE", url: string, payload: object, cookie?: string) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload,
  });
}

function runCallback(token: string, cookie?: string, contentType = "application/system+jwt") {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/calls/run",
    headers: { ...XRW, "content-type": contentType, ...(cookie ? { cookie } : {}) },
    payload: token,
  });
}

let counter = 0;
async function newDiscussion(categoryID: number, cookie = member, comments = 0): Promise<Discussion> {
  counter += 1;
  const created = await call(
    "POST",
    "/discussions",
    { name: `Bulk subject ${counter}`, body: `Body ${counter}`, format: "text", categoryID },
    cookie,
  );
  expect(created.statusCode, created.body).toBe(201);
  const discussion = json<Discussion>(created);
  for (let i = 0; i < comments; i++) {
    const reply = await call(
      "POST",
      "/comments",
      { discussionID: discussion.discussionID, body: `Reply ${i}`, format: "text" },
      moderator,
    );
    expect(reply.statusCode, reply.body).toBe(201);
  }
  return discussion;
}

/** The source text newDiscussion posted (the API answers the rendered body). */
const sourceOf = (discussion: Discussion) => discussion.name.replace("Bulk subject", "Body");

async function row(discussionID: number) {
  const [found] = await db.select().from(discussions).where(eq(discussions.discussionID, discussionID));
  return found;
}

function result(response: LightMyRequestResponse): LongRunnerResult {
  return json<LongRunnerResult>(response);
}

/** Every stored counter as a full recount would compute it: snapshot, recount, compare. */
async function expectCountersRight(): Promise<void> {
  const snapshot = async () => ({
    categories: await db
      .select({
        id: categories.categoryID,
        d: categories.countDiscussions,
        c: categories.countComments,
        ad: categories.countAllDiscussions,
        ac: categories.countAllComments,
        last: categories.lastDiscussionID,
      })
      .from(categories)
      .orderBy(asc(categories.categoryID)),
    users: await db
      .select({ id: users.userID, d: users.countDiscussions, c: users.countComments })
      .from(users)
      .orderBy(asc(users.userID)),
    discussions: await db
      .select({ id: discussions.discussionID, c: discussions.countComments, last: discussions.lastCommentID })
      .from(discussions)
      .orderBy(asc(discussions.discussionID)),
  });
  const before = await snapshot();
  await recountAll(db);
  expect(before).toEqual(await snapshot());
}

describe("PATCH /discussions/move", () => {
  it("moves what the moderator may move and fails the rest per item", async () => {
    const a = await newDiscussion(general);
    const b = await newDiscussion(general);
    const c = await newDiscussion(locked);
    const response = await call(
      "PATCH",
      "/discussions/move",
      { discussionIDs: [a.discussionID, c.discussionID, b.discussionID], categoryID: offTopic },
      catMod,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { progress, callbackPayload } = result(response);
    expect(callbackPayload).toBeUndefined();
    expect(progress.successIDs).toEqual([a.discussionID, b.discussionID]);
    expect(progress.failedIDs).toEqual([c.discussionID]);
    expect(progress.exceptionsByID[String(c.discussionID)]?.status).toBe(403);
    expect((await row(a.discussionID))?.categoryID).toBe(offTopic);
    expect((await row(b.discussionID))?.categoryID).toBe(offTopic);
    expect((await row(c.discussionID))?.categoryID).toBe(locked);
    await expectCountersRight();
  });

  it("refuses the whole request when no selected discussion may be moved, naming them", async () => {
    const c = await newDiscussion(locked);
    const d = await newDiscussion(locked);
    const response = await call(
      "PATCH",
      "/discussions/move",
      { discussionIDs: [c.discussionID, d.discussionID], categoryID: offTopic },
      catMod,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(json<ErrorBody>(response).message).toBe(
      `You don’t have the edit permission on the following discussions: ${c.name}, ${d.name}`,
    );
    expect((await row(c.discussionID))?.categoryID).toBe(locked);
  });

  it("refuses a target category the moderator may not edit in", async () => {
    const a = await newDiscussion(general);
    const response = await call(
      "PATCH",
      "/discussions/move",
      { discussionIDs: [a.discussionID], categoryID: locked },
      catMod,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(json<ErrorBody>(response).errors?.categoryID?.[0]?.code).toBe("permission");
    expect(json<ErrorBody>(response).message).toBe("You don’t have the edit permission in Locked room.");
    // The refusal is a message key with the category as its value, written in the request's language.
    const french = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/discussions/move",
      headers: { ...XRW, cookie: catMod, "quorum-locale": "fr" },
      payload: { discussionIDs: [a.discussionID], categoryID: locked },
    });
    expect(french.statusCode, french.body).toBe(422);
    const body = json<ErrorBody>(french);
    expect(body.message).toBe("Vous n’avez pas la permission de modifier dans Locked room.");
    expect(body.errors?.categoryID?.[0]?.message).toBe(body.message);
  });

  it("leaves a redirect behind and logs the move", async () => {
    const a = await newDiscussion(general, member, 2);
    const response = await call(
      "PATCH",
      "/discussions/move",
      { discussionIDs: [a.discussionID], categoryID: offTopic, addRedirects: true },
      moderator,
    );
    expect(response.statusCode, response.body).toBe(200);
    const redirects = await db
      .select()
      .from(discussions)
      .where(
        and(
          eq(discussions.categoryID, general),
          eq(discussions.type, "redirect"),
          eq(discussions.name, a.name),
        ),
      );
    expect(redirects).toHaveLength(1);
    expect(redirects[0]?.attributes.redirectUrl).toBe(a.url);
    expect(redirects[0]?.body).toContain(a.url);
    const [log] = await db
      .select()
      .from(contentLog)
      .where(and(eq(contentLog.recordID, a.discussionID), eq(contentLog.operation, "move")));
    expect(log?.data).toMatchObject({ categoryID: general, newCategoryID: offTopic });
    await expectCountersRight();
  });

  it("answers 401 to guests, 403 to members, 400 to bad input and 404 for a missing category", async () => {
    const a = await newDiscussion(general);
    const body = { discussionIDs: [a.discussionID], categoryID: offTopic };
    expect((await call("PATCH", "/discussions/move", body)).statusCode).toBe(401);
    expect((await call("PATCH", "/discussions/move", body, member)).statusCode).toBe(403);
    expect(
      (await call("PATCH", "/discussions/move", { discussionIDs: [], categoryID: 1 }, moderator)).statusCode,
    ).toBe(400);
    expect(
      (await call("PATCH", "/discussions/move", { discussionIDs: ["x"], categoryID: 1 }, moderator))
        .statusCode,
    ).toBe(400);
    expect(
      (await call("PATCH", "/discussions/move", { ...body, categoryID: 999_999 }, moderator)).statusCode,
    ).toBe(404);
  });
});

describe("PATCH /discussions/close", () => {
  it("uses the close message and the already-closed message", async () => {
    const a = await newDiscussion(general, moderator);
    const refused = await call(
      "PATCH",
      "/discussions/close",
      { discussionIDs: [a.discussionID], closed: true },
      member,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json<ErrorBody>(refused).message).toBe(
      `You don't have the close permission on the following discussions: ${a.name}`,
    );
    const closed = await call(
      "PATCH",
      "/discussions/close",
      { discussionIDs: [a.discussionID], closed: true },
      moderator,
    );
    expect(result(closed).progress.successIDs).toEqual([a.discussionID]);
    expect((await row(a.discussionID))?.closed).toBe(true);
    const again = await call(
      "PATCH",
      "/discussions/close",
      { discussionIDs: [a.discussionID], closed: true },
      moderator,
    );
    expect(again.statusCode).toBe(422);
    expect(json<ErrorBody>(again).message).toBe("Selected discussions are already closed.");
    const reopened = await call(
      "PATCH",
      "/discussions/close",
      { discussionIDs: [a.discussionID], closed: false },
      moderator,
    );
    expect(reopened.statusCode).toBe(200);
    expect((await row(a.discussionID))?.closed).toBe(false);
  });

  it("lets a member close their own discussion (closeOwn) and fails others' per item", async () => {
    const own = await newDiscussion(general, member);
    const other = await newDiscussion(general, moderator);
    const response = await call(
      "PATCH",
      "/discussions/close",
      { discussionIDs: [own.discussionID, other.discussionID], closed: true },
      member,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(result(response).progress).toMatchObject({
      successIDs: [own.discussionID],
      failedIDs: [other.discussionID],
    });
  });
});

describe("DELETE /discussions/list", () => {
  it("deletes discussions with their comments into the content log, counters right", async () => {
    const a = await newDiscussion(general, member, 3);
    const b = await newDiscussion(offTopic, member, 1);
    const commentRows = await db.select().from(comments).where(eq(comments.discussionID, a.discussionID));
    const response = await call(
      "DELETE",
      "/discussions/list",
      { discussionIDs: [a.discussionID, b.discussionID], longRunnerMode: "sync" },
      moderator,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(result(response).progress.successIDs).toEqual([a.discussionID, b.discussionID]);
    expect(await row(a.discussionID)).toBeUndefined();
    expect(await db.select().from(comments).where(eq(comments.discussionID, a.discussionID))).toEqual([]);
    const logged = await db
      .select()
      .from(contentLog)
      .where(and(eq(contentLog.operation, "delete"), eq(contentLog.parentRecordID, a.discussionID)));
    expect(logged.map((entry) => entry.recordID).sort()).toEqual(commentRows.map((c) => c.commentID).sort());
    expect(logged[0]?.data).toMatchObject({ body: expect.any(String), discussionID: a.discussionID });
    const [discussionLog] = await db
      .select()
      .from(contentLog)
      .where(
        and(
          eq(contentLog.recordType, "discussion"),
          eq(contentLog.recordID, a.discussionID),
          eq(contentLog.operation, "delete"),
        ),
      );
    expect(discussionLog?.data).toMatchObject({ name: a.name, body: sourceOf(a), categoryID: general });
    expect(discussionLog?.recordUserID).toBe(a.insertUserID);
    await expectCountersRight();
  });

  it("uses the delete message when nothing may be deleted", async () => {
    const c = await newDiscussion(locked);
    const response = await call("DELETE", "/discussions/list", { discussionIDs: [c.discussionID] }, catMod);
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).message).toBe(
      `You don’t have the delete permission on the following discussions: ${c.name}`,
    );
    expect(
      (await call("DELETE", "/discussions/list", { discussionIDs: [c.discussionID] }, member)).statusCode,
    ).toBe(403);
  });

  it("fails discussions the viewer cannot see with 404, without naming them", async () => {
    const a = await newDiscussion(general);
    const response = await call(
      "DELETE",
      "/discussions/list",
      { discussionIDs: [a.discussionID, 999_999] },
      moderator,
    );
    expect(response.statusCode).toBe(200);
    expect(result(response).progress.exceptionsByID["999999"]?.status).toBe(404);
  });
});

describe("POST /discussions/merge", () => {
  it("needs at least 2 discussions", async () => {
    const a = await newDiscussion(general);
    const response = await call(
      "POST",
      "/discussions/merge",
      { discussionIDs: [a.discussionID], destinationDiscussionID: a.discussionID },
      moderator,
    );
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).message).toBe("You must select at least 2 discussions to merge.");
  });

  it("refuses the whole merge when one discussion may not be edited", async () => {
    const a = await newDiscussion(general);
    const c = await newDiscussion(locked);
    const response = await call(
      "POST",
      "/discussions/merge",
      { discussionIDs: [a.discussionID, c.discussionID], destinationDiscussionID: a.discussionID },
      catMod,
    );
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).message).toBe(
      `You don’t have the edit permission on the following discussions: ${c.name}`,
    );
  });

  it("moves comments and opening posts into the destination", async () => {
    const destination = await newDiscussion(general, member, 1);
    const a = await newDiscussion(offTopic, member, 2);
    const b = await newDiscussion(general, moderator, 0);
    const response = await call(
      "POST",
      "/discussions/merge",
      {
        discussionIDs: [destination.discussionID, a.discussionID, b.discussionID],
        destinationDiscussionID: destination.discussionID,
        addRedirects: false,
      },
      catMod,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(result(response).progress.successIDs).toEqual([a.discussionID, b.discussionID]);
    const merged = await db
      .select()
      .from(comments)
      .where(eq(comments.discussionID, destination.discussionID));
    expect(merged).toHaveLength(1 + 1 + 2 + 1);
    expect(merged.map((comment) => comment.body)).toEqual(expect.arrayContaining([sourceOf(a), sourceOf(b)]));
    expect(
      await db
        .select()
        .from(discussions)
        .where(inArray(discussions.discussionID, [a.discussionID, b.discussionID])),
    ).toEqual([]);
    expect((await row(destination.discussionID))?.countComments).toBe(5);
    await expectCountersRight();
  });

  it("leaves redirects to the destination when asked", async () => {
    const destination = await newDiscussion(general);
    const a = await newDiscussion(offTopic);
    const response = await call(
      "POST",
      "/discussions/merge",
      {
        discussionIDs: [a.discussionID],
        destinationDiscussionID: destination.discussionID,
        addRedirects: true,
      },
      moderator,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [redirect] = await db
      .select()
      .from(discussions)
      .where(
        and(
          eq(discussions.categoryID, offTopic),
          eq(discussions.type, "redirect"),
          eq(discussions.name, a.name),
        ),
      );
    expect(redirect?.attributes.redirectUrl).toBe(destination.url);
    await expectCountersRight();
  });
});

describe("long-runner continuation (POST /calls/run)", () => {
  async function tinyBudget() {
    await db.insert(config).values({ key: BUDGET_CONFIG_KEY, value: 0 });
  }

  it("stops when the budget is spent and continues until no callbackPayload returns", async () => {
    await tinyBudget();
    const ids = [
      (await newDiscussion(general)).discussionID,
      (await newDiscussion(general)).discussionID,
      (await newDiscussion(general)).discussionID,
    ];
    let response = await call("PATCH", "/discussions/close", { discussionIDs: ids, closed: true }, moderator);
    const done: number[] = [];
    let calls = 1;
    while (response.statusCode === 408) {
      const { progress, callbackPayload } = result(response);
      expect(progress.countTotalIDs).toBe(3);
      done.push(...progress.successIDs);
      expect(callbackPayload).toEqual(expect.any(String));
      response = await runCallback(callbackPayload ?? "", moderator);
      calls += 1;
      expect(calls).toBeLessThan(10);
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(result(response).callbackPayload).toBeUndefined();
    done.push(...result(response).progress.successIDs);
    expect(done).toEqual(ids);
    expect(calls).toBe(3);
    for (const id of ids) expect((await row(id))?.closed).toBe(true);
  });

  it("refuses forged, altered, expired and someone else's payloads with 4xx", async () => {
    await tinyBudget();
    const ids = [(await newDiscussion(general)).discussionID, (await newDiscussion(general)).discussionID];
    const first = await call("DELETE", "/discussions/list", { discussionIDs: ids }, moderator);
    expect(first.statusCode).toBe(408);
    const token = result(first).callbackPayload ?? "";
    const [header, payload, signature] = token.split(".") as [string, string, string];

    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    claims.work.ids = [1, 2, 3];
    const altered = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    expect((await runCallback(altered, moderator)).statusCode).toBe(400);
    expect((await runCallback("not a token", moderator)).statusCode).toBe(400);
    expect((await runCallback(`${header}.${payload}.${"A".repeat(43)}`, moderator)).statusCode).toBe(400);
    expect((await runCallback(token, member)).statusCode).toBe(403);
    expect((await runCallback(token)).statusCode).toBe(401);
    expect((await runCallback(token, moderator, "text/plain")).statusCode).toBe(415);

    const [secretRow] = await db.select().from(config).where(eq(config.key, SECRET_CONFIG_KEY));
    const moderatorID = claims.sub as number;
    const expired = signCallbackPayload(
      claims.work,
      moderatorID,
      String(secretRow?.value),
      Date.now() - 3_600_000,
    );
    const expiredAnswer = await runCallback(expired, moderator);
    expect(expiredAnswer.statusCode).toBe(400);
    expect(json<ErrorBody>(expiredAnswer).message).toBe("The callback payload has expired.");
    expect(await row(ids[1] ?? 0)).toBeDefined();

    // The genuine one still works and finishes the batch.
    const finished = await runCallback(token, moderator);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(result(finished).progress.successIDs).toEqual([ids[1]]);
    expect(catModID).toBeGreaterThan(0);
  });
});
