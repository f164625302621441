// The post page's thread API: GET /comments/thread (sorts, nesting, keyset pages equal to OFFSET pages, the page
// of a permalink under each sort), PATCH /comments/{id}/answer (Q&A transitions and who may review), and the
// layout's permalink landing.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { comments, discussions, users } from "../../src/server/db/schema";
import { trendingOrder } from "../../src/server/services/comment-thread/trending";
import type { Comment } from "../../src/types/generated/api/comment";
import type { CommentAnswer } from "../../src/types/generated/api/comment-answer";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";
import { pngUpload } from "./support/permission-matrix";
import { nodes } from "./support/stored-layout";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
let memberID: number;
let adminID: number;
let moderatorID: number;
let general: number;
/** A discussion of 25 top-level comments (scores with ties) and a reply chain 5 deep under the 2nd. */
let threadID: number;
let topIDs: number[];
let chain: number[];

const BASE = Date.parse("2026-10-01T00:00:00Z");

async function userID(name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}

async function newDiscussion(name: string, insertUserID: number, type = "discussion", categoryID = general) {
  const [row] = await db
    .insert(discussions)
    .values({
      categoryID,
      name,
      body: `${name} body`,
      insertUserID,
      type,
      statusID: type === "question" ? 1 : 0,
    })
    .returning({ discussionID: discussions.discussionID });
  if (!row) throw new Error("no discussion");
  return row.discussionID;
}

async function addComment(
  discussionID: number,
  values: {
    minutes: number;
    score?: number;
    parentCommentID?: number;
    depth?: number;
    insertUserID?: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(comments)
    .values({
      discussionID,
      body: `comment at ${values.minutes}`,
      insertUserID: values.insertUserID ?? adminID,
      score: values.score ?? 0,
      parentCommentID: values.parentCommentID ?? null,
      depth: values.depth ?? 1,
      dateInserted: new Date(BASE + values.minutes * 60_000),
    })
    .returning({ commentID: comments.commentID });
  if (!row) throw new Error("no comment");
  return row.commentID;
}

function thread(query: string, cookie?: string) {
  return get(t.app, `/api/v2/comments/thread?${query}`, cookie);
}

const ids = (list: Comment[]) => list.map((comment) => comment.commentID);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  memberID = await userID("member");
  adminID = await userID("admin");
  moderatorID = await userID("moderator");
  general = await categoryIDByUrlcode(db, "general");
  threadID = await newDiscussion("A long thread", adminID);
  topIDs = [];
  // Two comments share every score (ties) and two share a timestamp (ties on dateInserted).
  for (let i = 0; i < 25; i++) {
    topIDs.push(await addComment(threadID, { minutes: i === 7 ? 6 : i, score: (i * 7) % 5 }));
  }
  chain = [];
  let parent = topIDs[1] as number;
  for (let depth = 2; depth <= 6; depth++) {
    parent = await addComment(threadID, { minutes: 100 + depth, parentCommentID: parent, depth });
    chain.push(parent);
  }
});
afterAll(() => t.close());

/** What OFFSET paging over full rows answers: the reference the keyset pages must equal. */
async function offsetPage(sort: "dateInserted" | "-dateInserted" | "-score", page: number, limit: number) {
  const order = {
    dateInserted: [asc(comments.dateInserted), asc(comments.commentID)],
    "-dateInserted": [desc(comments.dateInserted), desc(comments.commentID)],
    "-score": [desc(comments.score), asc(comments.commentID)],
  }[sort];
  const rows = await db
    .select({ commentID: comments.commentID })
    .from(comments)
    .where(and(eq(comments.discussionID, threadID), isNull(comments.parentCommentID)))
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((row) => row.commentID);
}

describe("GET /comments/thread", () => {
  for (const sort of ["dateInserted", "-dateInserted", "-score"] as const) {
    it(`keyset pages under ${sort} equal OFFSET pages, boundaries included`, async () => {
      for (const limit of [1, 4, 7, 25]) {
        const pages = Math.ceil(25 / limit) + 1;
        for (let page = 1; page <= pages; page++) {
          const response = await thread(`discussionID=${threadID}&sort=${sort}&limit=${limit}&page=${page}`);
          expect(response.statusCode, response.body).toBe(200);
          expect(ids(json<Comment[]>(response))).toEqual(await offsetPage(sort, page, limit));
        }
      }
    });
  }

  it("answers paging headers counting top-level comments", async () => {
    const response = await thread(`discussionID=${threadID}&limit=10&page=2`);
    expect(response.headers["x-app-page-result-count"]).toBe("25");
    expect(response.headers["x-app-page-current"]).toBe("2");
    expect(response.headers["x-app-page-next-url"]).toContain("page=3");
  });

  it("orders trending by score weighted by age", async () => {
    const listed = ids(
      json<Comment[]>(await thread(`discussionID=${threadID}&sort=-experimentalTrending&limit=100`)),
    );
    expect(listed).toEqual(await trendingOrder(db, threadID));
    const scores = await db
      .select({ commentID: comments.commentID, score: comments.score, at: comments.dateInserted })
      .from(comments)
      .where(and(eq(comments.discussionID, threadID), isNull(comments.parentCommentID)));
    const byID = new Map(scores.map((row) => [row.commentID, row]));
    // Ages differ by minutes against days since BASE, so the order follows score first; ties go newest first.
    for (let i = 1; i < listed.length; i++) {
      const a = byID.get(listed[i - 1] as number);
      const b = byID.get(listed[i] as number);
      expect((a?.score ?? 0) >= (b?.score ?? 0)).toBe(true);
    }
  });

  it("nests replies to maxDepth and attaches deeper ones at maxDepth", async () => {
    const deep = json<Comment[]>(await thread(`discussionID=${threadID}&limit=3&maxDepth=5`));
    const second = deep[1];
    expect(second?.commentID).toBe(topIDs[1]);
    expect(second?.countReplies).toBe(5);
    let level = second?.children ?? [];
    for (let depth = 2; depth <= 4; depth++) {
      expect(level.map((c) => [c.commentID, c.depth])).toEqual([[chain[depth - 2], depth]]);
      level = level[0]?.children ?? [];
    }
    // Depth 5 holds both the 5th and the 6th level (the latter attached at maxDepth), oldest first.
    expect(level.map((c) => [c.commentID, c.depth])).toEqual([
      [chain[3], 5],
      [chain[4], 5],
    ]);

    const two = json<Comment[]>(await thread(`discussionID=${threadID}&limit=3&maxDepth=2`));
    expect(two[1]?.children?.map((c) => c.commentID)).toEqual(chain);
    expect(two[1]?.children?.every((c) => c.depth === 2 && c.children?.length === 0)).toBe(true);
  });

  it("is flat with maxDepth 1: replies follow their top-level comment", async () => {
    const flat = json<Comment[]>(await thread(`discussionID=${threadID}&limit=3&maxDepth=1`));
    expect(ids(flat)).toEqual([topIDs[0], topIDs[1], ...chain, topIDs[2]]);
    expect(flat.every((c) => c.depth === 1 && (c.children ?? []).length === 0)).toBe(true);
  });

  it("answers the page holding a comment's top-level ancestor, under every sort", async () => {
    const deepest = chain[4] as number;
    for (const sort of ["dateInserted", "-dateInserted", "-score", "-experimentalTrending"]) {
      const all = ids(
        json<Comment[]>(await thread(`discussionID=${threadID}&sort=${sort}&limit=100&maxDepth=1`)),
      ).filter((id) => topIDs.includes(id));
      const expectedPage = Math.floor(all.indexOf(topIDs[1] as number) / 4) + 1;
      const response = await thread(`discussionID=${threadID}&sort=${sort}&limit=4&commentID=${deepest}`);
      expect(response.headers["x-app-page-current"], sort).toBe(String(expectedPage));
      expect(ids(json<Comment[]>(response))).toContain(topIDs[1]);
    }
  });

  it("refuses bad input with 4xx and hides private discussions", async () => {
    for (const query of [
      "",
      "discussionID=abc",
      `discussionID=${threadID}&sort=hot`,
      `discussionID=${threadID}&limit=0`,
      `discussionID=${threadID}&maxDepth=9`,
      `discussionID=${threadID}&page=0`,
      `discussionID=${threadID}&bogus=1`,
    ]) {
      const response = await thread(query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await thread("discussionID=99999999")).statusCode).toBe(404);
    const other = await newDiscussion("Another", adminID);
    expect((await thread(`discussionID=${other}&commentID=${topIDs[0]}`)).statusCode).toBe(404);
    const hidden = (await privateCategoryIDs(db))[0] as number;
    const [secret] = await discussionIDsIn(db, [hidden]);
    expect((await thread(`discussionID=${secret}`)).statusCode).toBe(404);
    expect((await thread(`discussionID=${secret}`, member)).statusCode).toBe(404);
    expect((await thread(`discussionID=${secret}`, moderator)).statusCode).toBe(200);
  });

  it("expands authors", async () => {
    const [first] = json<Comment[]>(await thread(`discussionID=${threadID}&limit=1&expand=insertUser`));
    expect(first?.insertUser?.name).toBe("admin");
  });
});

describe("GET /comments with parentCommentID", () => {
  it("lists only the direct replies", async () => {
    const response = await get(
      t.app,
      `/api/v2/comments?discussionID=${threadID}&parentCommentID=${topIDs[1]}`,
    );
    expect(ids(json<Comment[]>(response))).toEqual([chain[0]]);
    expect(response.headers["x-app-page-result-count"]).toBe("1");
  });
});

describe("PATCH /comments/{id}/answer", () => {
  function review(commentID: number, status: string, cookie?: string) {
    return t.app.inject({
      method: "PATCH",
      url: `/api/v2/comments/${commentID}/answer`,
      headers: cookie ? { ...XRW, cookie } : XRW,
      payload: { status },
    });
  }
  async function statusOf(discussionID: number) {
    const [row] = await db
      .select({ statusID: discussions.statusID })
      .from(discussions)
      .where(eq(discussions.discussionID, discussionID));
    return row?.statusID;
  }

  it("moves the question through answered, accepted, rejected and back", async () => {
    const question = await newDiscussion("How do I?", memberID, "question");
    const own = await addComment(question, { minutes: 1, insertUserID: memberID });
    const first = await addComment(question, { minutes: 2, insertUserID: adminID });
    const second = await addComment(question, { minutes: 3, insertUserID: moderatorID });
    await db.execute(sql`SELECT 1`);

    expect(json<CommentAnswer>(await review(first, "accepted", member))).toEqual({
      commentID: first,
      discussionID: question,
      answerStatus: "accepted",
      statusID: 3,
    });
    expect((await review(first, "rejected", member)).json().statusID).toBe(2); // the second is still pending
    expect((await review(second, "rejected", moderator)).json().statusID).toBe(4);
    expect((await review(second, "pending", member)).json()).toMatchObject({
      answerStatus: null,
      statusID: 2,
    });
    const [row] = await db.select().from(comments).where(eq(comments.commentID, first));
    expect(row?.answerStatus).toBe("rejected");
    expect(row?.attributes).toMatchObject({ answerStatusUserID: memberID });
    expect(await statusOf(question)).toBe(2);
    // The asker's own reply is no answer.
    expect((await review(own, "accepted", member)).statusCode).toBe(422);
  });

  it("lets only the asker and moderators review; refuses non-questions and bad statuses", async () => {
    const question = await newDiscussion("Whose call?", adminID, "question");
    const answer = await addComment(question, { minutes: 1, insertUserID: moderatorID });
    expect((await review(answer, "accepted")).statusCode).toBe(401);
    expect((await review(answer, "accepted", member)).statusCode).toBe(403);
    expect((await review(answer, "accepted", moderator)).statusCode).toBe(200);
    expect((await review(answer, "maybe", moderator)).statusCode).toBe(400);
    expect((await review(99999999, "accepted", moderator)).statusCode).toBe(404);
    expect((await review(topIDs[0] as number, "accepted", moderator)).statusCode).toBe(422);
    const hidden = (await privateCategoryIDs(db))[0] as number;
    const secretQuestion = await newDiscussion("Staff question", memberID, "question", hidden);
    const secretAnswer = await addComment(secretQuestion, { minutes: 1, insertUserID: adminID });
    expect((await review(secretAnswer, "accepted", member)).statusCode).toBe(404);
  });

  it("a new answer moves an unanswered question to answered", async () => {
    const question = await newDiscussion("Anyone?", adminID, "question");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...XRW, cookie: member },
      payload: { discussionID: question, body: "Try this.", format: "markdown" },
    });
    expect(response.statusCode).toBe(201);
    expect(await statusOf(question)).toBe(2);
  });
});

describe("the permalink page", () => {
  function permalink(commentID: number, params = "") {
    return get(
      t.app,
      `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=comment&recordID=${commentID}${params}`,
    );
  }
  function threadProps(body: HydratedLayout) {
    return nodes(body.layout).find((node) => node.$reactComponent === "CommentThreadAsset")?.$reactProps as
      | { paging: { page: number }; highlightCommentID?: number; comments: Comment[] }
      | undefined;
  }

  it("lands on the page holding the comment's top-level ancestor and names it for highlighting", async () => {
    // 60 more top-level comments: at the widget's 30 a page, the newest-first sort puts the oldest on page 3.
    const busy = await newDiscussion("A busy thread", adminID);
    const first = await addComment(busy, { minutes: 0 });
    const reply = await addComment(busy, { minutes: 500, parentCommentID: first, depth: 2 });
    for (let i = 1; i <= 60; i++) await addComment(busy, { minutes: i });
    const oldest = threadProps(json<HydratedLayout>(await permalink(reply)));
    expect(oldest?.paging.page).toBe(1);
    expect(oldest?.highlightCommentID).toBe(reply);
    const newest = threadProps(json<HydratedLayout>(await permalink(reply, "&params[sort]=-dateInserted")));
    expect(newest?.paging.page).toBe(3);
    expect(newest?.comments.map((c) => c.commentID)).toContain(first);
    expect((await permalink(99999999)).statusCode).toBe(404);
  });
});

describe("the post page's other assets", () => {
  function postPage(discussionID: number, cookie?: string) {
    return get(
      t.app,
      `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussionID}` +
        `&params[discussionID]=${discussionID}`,
      cookie,
    );
  }
  const propsOf = (body: HydratedLayout, component: string) =>
    nodes(body.layout).find((node) => node.$reactComponent === component)?.$reactProps as
      | Record<string, unknown>
      | undefined;

  it("lists the uploads a new post's body references as its attachments, and counts a view", async () => {
    const upload = pngUpload();
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/v2/media",
      headers: { ...XRW, cookie: member, "content-type": upload.contentType },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...XRW, cookie: member },
      payload: {
        name: "With a picture",
        body: `See ![dot](${url})`,
        format: "markdown",
        categoryID: general,
      },
    });
    expect(created.statusCode).toBe(201);
    const { discussionID, countViews } = created.json<{ discussionID: number; countViews: number }>();
    const page = json<HydratedLayout>(await postPage(discussionID));
    const attachments = propsOf(page, "PostAttachmentsAsset")?.attachments as { url: string }[] | undefined;
    expect(attachments?.map((file) => file.url)).toEqual([url]);
    // The page shows the count before its own view; the next view shows it counted, and previews count none.
    const original = propsOf(page, "OriginalPostAsset")?.discussion as { countViews: number } | undefined;
    expect(original?.countViews).toBe(countViews);
    const preview = await t.app.inject({
      method: "GET",
      url: `/api/v2/layouts/discussion/hydrate?params[discussionID]=${discussionID}`,
      headers: { cookie: moderator },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = propsOf(json<HydratedLayout>(preview), "OriginalPostAsset")?.discussion as
      | { countViews: number }
      | undefined;
    expect(previewed?.countViews).toBe(countViews + 1);
    const again = propsOf(json<HydratedLayout>(await postPage(discussionID)), "OriginalPostAsset")
      ?.discussion as { countViews: number } | undefined;
    expect(again?.countViews).toBe(countViews + 1);
    // Someone else's post naming the same upload does not take it over.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...XRW, cookie: moderator },
      payload: { name: "Borrowed picture", body: `![dot](${url})`, format: "markdown", categoryID: general },
    });
    const otherPage = json<HydratedLayout>(
      await postPage(other.json<{ discussionID: number }>().discussionID),
    );
    expect(propsOf(otherPage, "PostAttachmentsAsset")).toBeUndefined();
  });

  it("hides tags when tagging is off and suggested answers unless switched on", async () => {
    const [tagged] = await db
      .execute(sql`SELECT "discussionID" FROM discussion_tags LIMIT 1`)
      .then((result) => (result as unknown as { rows: { discussionID: number }[] }).rows);
    const id = Number(tagged?.discussionID);
    expect(propsOf(json<HydratedLayout>(await postPage(id, moderator)), "PostTagsAsset")?.tags).toBeDefined();
    await db.execute(sql`INSERT INTO config (key, value) VALUES ('tagging.enabled', 'false'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    expect(propsOf(json<HydratedLayout>(await postPage(id, moderator)), "PostTagsAsset")).toBeUndefined();
    await db.execute(sql`DELETE FROM config WHERE key = 'tagging.enabled'`);

    const question = await newDiscussion("How do I configure the sync worker?", memberID, "question");
    const layout = json<HydratedLayout>(await postPage(question));
    expect(layout.layoutViewType).toBe("question");
    expect(propsOf(layout, "SuggestedAnswersAsset")).toBeUndefined();
  });
});
