import { and, count, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { categories, comments, discussions, rolePermissions, roles, users } from "../../src/server/db/schema";
import { recountAll } from "../../src/server/db/seed/recount";
import { invalidateCategoryIndex } from "../../src/server/services/category-index";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
let general: number;
let community: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(db, "general");
  community = await categoryIDByUrlcode(db, "community");
  hidden = (await privateCategoryIDs(db))[0] ?? 0;
});
afterAll(() => t.close());

function post(url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: `/api/v2${url}`,
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload,
  });
}

async function userRow(name: string) {
  const [row] = await db.select().from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row;
}

async function categoryRow(categoryID: number) {
  const [row] = await db.select().from(categories).where(eq(categories.categoryID, categoryID));
  if (!row) throw new Error(`no category ${categoryID}`);
  return row;
}

async function discussionRow(discussionID: number) {
  const [row] = await db.select().from(discussions).where(eq(discussions.discussionID, discussionID));
  if (!row) throw new Error(`no discussion ${discussionID}`);
  return row;
}

async function totalPosts(): Promise<{ discussions: number; comments: number }> {
  const [d] = await db.select({ n: count() }).from(discussions);
  const [c] = await db.select({ n: count() }).from(comments);
  return { discussions: d?.n ?? 0, comments: c?.n ?? 0 };
}

async function openDiscussionIn(categoryID: number, closed = false): Promise<number> {
  const [row] = await db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .where(and(eq(discussions.categoryID, categoryID), eq(discussions.closed, closed)))
    .limit(1);
  if (row) return row.discussionID;
  const [other] = await db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .where(eq(discussions.categoryID, categoryID))
    .limit(1);
  if (!other) throw new Error(`no discussion in ${categoryID}`);
  await db.update(discussions).set({ closed }).where(eq(discussions.discussionID, other.discussionID));
  return other.discussionID;
}

const newDiscussion = (overrides: object = {}) => ({
  name: "Posting from the API",
  body: 'Hello @admin and @"nobody at all", see https://example.com/docs.',
  format: "markdown",
  categoryID: general,
  ...overrides,
});

describe("POST /discussions", () => {
  it("lets a member post in a public category: 201, the GET shape, mentions, and every counter moved", async () => {
    const author = await userRow("member");
    const admin = await userRow("admin");
    const [before, parentBefore] = [await categoryRow(general), await categoryRow(community)];

    const response = await post("/discussions", newDiscussion(), member);
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Discussion>(response);
    expect(created).toMatchObject({ name: "Posting from the API", categoryID: general, countComments: 0 });
    expect(created.insertUserID).toBe(author.userID);
    expect(created.mentions).toEqual([{ userID: admin.userID, name: "admin" }]);
    expect(created.body).toContain(
      '<a href="/profile/admin" class="atMention" data-username="admin">@admin</a>',
    );
    expect(created.body).toContain('@"nobody at all"');
    expect(created.body).toContain('href="/home/leaving?target=https%3A%2F%2Fexample.com%2Fdocs"');

    const fetched = await get(t.app, `/api/v2/discussions/${created.discussionID}`, member);
    const { mentions: _mentions, ...shape } = created;
    expect(json<Discussion>(fetched)).toEqual(shape);

    const stored = await discussionRow(created.discussionID);
    expect(stored.body).toBe(newDiscussion().body);
    expect(stored.format).toBe("markdown");
    const [after, parentAfter] = [await categoryRow(general), await categoryRow(community)];
    expect(after.countDiscussions).toBe(before.countDiscussions + 1);
    expect(after.countAllDiscussions).toBe(before.countAllDiscussions + 1);
    expect(after.lastDiscussionID).toBe(created.discussionID);
    expect(parentAfter.countAllDiscussions).toBe(parentBefore.countAllDiscussions + 1);
    expect(parentAfter.countDiscussions).toBe(parentBefore.countDiscussions);
    expect((await userRow("member")).countDiscussions).toBe(author.countDiscussions + 1);
  });

  it("links only real names: a look-alike spelled with Cyrillic letters mentions nobody", async () => {
    // "аdmin" starts with U+0430 CYRILLIC SMALL LETTER A.
    const response = await post("/discussions", newDiscussion({ body: "Hey @\u0430dmin" }), member);
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Discussion>(response);
    expect(created.mentions).toEqual([]);
    expect(created.body).not.toContain("/profile/");
  });

  it("stores what was written and serves it sanitized", async () => {
    const body =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>';
    const response = await post("/discussions", newDiscussion({ body, format: "html" }), member);
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Discussion>(response);
    expect(created.body).toBe('<p>Hi <a rel="nofollow ugc noopener" href="/">there</a></p>');
    expect((await discussionRow(created.discussionID)).body).toBe(body);
  });

  it("answers a guest 401 and writes nothing", async () => {
    const before = await totalPosts();
    const response = await post("/discussions", newDiscussion());
    expect(response.statusCode).toBe(401);
    expect(await totalPosts()).toEqual(before);
  });

  it("hides a private category from a member (404) and lets a moderator post there", async () => {
    const before = await totalPosts();
    const refused = await post("/discussions", newDiscussion({ categoryID: hidden }), member);
    expect(refused.statusCode).toBe(404);
    expect(await totalPosts()).toEqual(before);
    const allowed = await post("/discussions", newDiscussion({ categoryID: hidden }), moderator);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("answers 403 where a member may read but not start discussions", async () => {
    const readOnly = await categoryIDByUrlcode(db, "announcements");
    const [memberRole] = await db.select().from(roles).where(eq(roles.name, "Member"));
    const [guestRole] = await db.select().from(roles).where(eq(roles.name, "Guest"));
    if (!memberRole || !guestRole) throw new Error("seed roles missing");
    // Announcements get permissions of their own: everyone reads and comments, only staff start discussions.
    await db
      .update(categories)
      .set({ permissionCategoryID: readOnly })
      .where(eq(categories.categoryID, readOnly));
    await db.insert(rolePermissions).values([
      { roleID: guestRole.roleID, permission: "discussions.view", categoryID: readOnly },
      { roleID: memberRole.roleID, permission: "discussions.view", categoryID: readOnly },
      { roleID: memberRole.roleID, permission: "comments.add", categoryID: readOnly },
    ]);
    invalidateCategoryIndex(db);

    const before = await totalPosts();
    const refused = await post("/discussions", newDiscussion({ categoryID: readOnly }), member);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await totalPosts()).toEqual(before);
    const reply = await post(
      "/comments",
      { discussionID: await openDiscussionIn(readOnly), body: "Thanks!", format: "text" },
      member,
    );
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it("reports bad input as field errors and writes nothing", async () => {
    const before = await totalPosts();
    const missing = await post(
      "/discussions",
      { body: "x", format: "markdown", categoryID: general },
      member,
    );
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).errors?.name?.[0]?.code).toBe("required");

    const badFormat = await post("/discussions", newDiscussion({ format: "rich2" }), member);
    expect(badFormat.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(badFormat).errors ?? {})).toEqual(["format"]);

    const blank = await post(
      "/discussions",
      newDiscussion({ name: "   ", body: "<script>x</script>", format: "html" }),
      member,
    );
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(blank).errors ?? {}).sort()).toEqual(["body", "name"]);

    const tooLong = await post("/discussions", newDiscussion({ name: "x".repeat(101) }), member);
    expect(tooLong.statusCode).toBe(400);
    expect(json<ErrorBody>(tooLong).errors?.name?.[0]?.code).toBe("maxLength");

    const grouping = await post("/discussions", newDiscussion({ categoryID: community }), member);
    expect(grouping.statusCode).toBe(422);
    expect(json<ErrorBody>(grouping).errors?.categoryID?.[0]?.code).toBe("notPostable");

    const unknown = await post("/discussions", newDiscussion({ categoryID: 999_999 }), member);
    expect(unknown.statusCode).toBe(404);
    expect(await totalPosts()).toEqual(before);
  });
});

describe("POST /comments", () => {
  it("adds a reply: 201 in the GET /comments shape, with the discussion, category and user counters moved", async () => {
    const discussionID = await openDiscussionIn(general);
    const author = await userRow("member");
    const [discussionBefore, categoryBefore, parentBefore] = [
      await discussionRow(discussionID),
      await categoryRow(general),
      await categoryRow(community),
    ];

    const response = await post(
      "/comments",
      { discussionID, body: "I agree with @Moderator.", format: "markdown" },
      member,
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Comment>(response);
    const mod = await userRow("moderator");
    expect(created).toMatchObject({ discussionID, categoryID: general, depth: 1, parentCommentID: null });
    expect(created.mentions).toEqual([{ userID: mod.userID, name: "moderator" }]);
    expect(created.body).toContain('href="/profile/moderator"');

    const listed = await get(
      t.app,
      `/api/v2/comments?discussionID=${discussionID}&sort=-dateInserted&limit=1`,
      member,
    );
    const { mentions: _mentions, ...shape } = created;
    expect(json<Comment[]>(listed)[0]).toEqual(shape);

    const discussionAfter = await discussionRow(discussionID);
    expect(discussionAfter.countComments).toBe(discussionBefore.countComments + 1);
    expect(discussionAfter.lastCommentID).toBe(created.commentID);
    expect(discussionAfter.lastCommentUserID).toBe(author.userID);
    expect(discussionAfter.dateLastComment.toISOString()).toBe(created.dateInserted);
    const [categoryAfter, parentAfter] = [await categoryRow(general), await categoryRow(community)];
    expect(categoryAfter.countComments).toBe(categoryBefore.countComments + 1);
    expect(categoryAfter.countAllComments).toBe(categoryBefore.countAllComments + 1);
    expect(categoryAfter.lastCommentID).toBe(created.commentID);
    expect(categoryAfter.lastDiscussionID).toBe(discussionID);
    expect(parentAfter.countAllComments).toBe(parentBefore.countAllComments + 1);
    expect((await userRow("member")).countComments).toBe(author.countComments + 1);

    const discussion = json<Discussion>(await get(t.app, `/api/v2/discussions/${discussionID}`, member));
    expect(discussion.lastUserID).toBe(author.userID);
  });

  it("nests replies under a comment of the same discussion and refuses a parent from elsewhere", async () => {
    const discussionID = await openDiscussionIn(general);
    const first = json<Comment>(
      await post("/comments", { discussionID, body: "Top", format: "text" }, member),
    );
    const reply = await post(
      "/comments",
      { discussionID, body: "Nested", format: "text", parentCommentID: first.commentID },
      member,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(json<Comment>(reply)).toMatchObject({ parentCommentID: first.commentID, depth: 2 });

    const [elsewhere] = await db
      .select({ commentID: comments.commentID })
      .from(comments)
      .where(sql`${comments.discussionID} <> ${discussionID}`)
      .limit(1);
    const before = await totalPosts();
    const wrong = await post(
      "/comments",
      { discussionID, body: "Lost", format: "text", parentCommentID: elsewhere?.commentID },
      member,
    );
    expect(wrong.statusCode).toBe(422);
    expect(json<ErrorBody>(wrong).errors?.parentCommentID).toHaveLength(1);
    expect(await totalPosts()).toEqual(before);
  });

  it("refuses members on a closed discussion (403) and lets a moderator reply", async () => {
    const discussionID = await openDiscussionIn(general, true);
    const before = await totalPosts();
    const refused = await post("/comments", { discussionID, body: "Late", format: "text" }, member);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).message).toBe("This discussion has been closed.");
    expect(await totalPosts()).toEqual(before);
    const allowed = await post(
      "/comments",
      { discussionID, body: "Closing note", format: "text" },
      moderator,
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("answers 401 to guests, 404 for hidden or missing discussions, 400 for bad bodies", async () => {
    const publicID = await openDiscussionIn(general);
    const hiddenID = await openDiscussionIn(hidden);
    const before = await totalPosts();
    expect((await post("/comments", { discussionID: publicID, body: "Hi", format: "text" })).statusCode).toBe(
      401,
    );
    expect(
      (await post("/comments", { discussionID: hiddenID, body: "Hi", format: "text" }, member)).statusCode,
    ).toBe(404);
    expect(
      (await post("/comments", { discussionID: 999_999, body: "Hi", format: "text" }, member)).statusCode,
    ).toBe(404);
    const empty = await post("/comments", { discussionID: publicID, body: "", format: "text" }, member);
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty).errors?.body?.[0]?.code).toBe("minLength");
    const extra = await post(
      "/comments",
      { discussionID: publicID, body: "x", format: "text", name: "y" },
      member,
    );
    expect(extra.statusCode).toBe(400);
    expect(await totalPosts()).toEqual(before);
  });

  it("leaves counters a full recount agrees with", async () => {
    const snapshot = async () => ({
      categories: await db
        .select({
          id: categories.categoryID,
          d: categories.countDiscussions,
          c: categories.countComments,
          ad: categories.countAllDiscussions,
          ac: categories.countAllComments,
        })
        .from(categories)
        .orderBy(categories.categoryID),
      users: await db
        .select({ id: users.userID, d: users.countDiscussions, c: users.countComments })
        .from(users)
        .orderBy(users.userID),
    });
    const before = await snapshot();
    await recountAll(db);
    expect(await snapshot()).toEqual(before);
  });
});

describe("flood control", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(() => limited.close());

  it("refuses a sixth comment within a minute with 429 and Retry-After, writing nothing; moderators are exempt", async () => {
    const ldb = limited.database.db;
    const cookie = await signIn(limited.app, "member");
    const modCookie = await signIn(limited.app, "moderator");
    const generalID = await categoryIDByUrlcode(ldb, "general");
    const [open] = await ldb
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .where(and(eq(discussions.categoryID, generalID), eq(discussions.closed, false)))
      .limit(1);
    const discussionID = open?.discussionID ?? 0;
    const send = (who: string, i: number) =>
      limited.app.inject({
        method: "POST",
        url: "/api/v2/comments",
        headers: { ...XRW, cookie: who },
        payload: { discussionID, body: `Reply ${i}`, format: "text" },
      });
    // Refused posts (here: empty bodies) do not use up the allowance.
    const empty = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/v2/comments",
        headers: { ...XRW, cookie },
        payload: { discussionID, body: "<p> </p>", format: "html" },
      });
    for (let i = 0; i < 6; i++) expect((await empty()).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(cookie, i)).statusCode).toBe(201);
    const countBefore = (await discussionRowIn(ldb, discussionID)).countComments;
    const refused = await send(cookie, 5);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(json<ErrorBody>(refused).status).toBe(429);
    expect((await discussionRowIn(ldb, discussionID)).countComments).toBe(countBefore);
    for (let i = 0; i < 7; i++) expect((await send(modCookie, i)).statusCode).toBe(201);
  });
});

async function discussionRowIn(database: Db, discussionID: number) {
  const [row] = await database.select().from(discussions).where(eq(discussions.discussionID, discussionID));
  if (!row) throw new Error(`no discussion ${discussionID}`);
  return row;
}
