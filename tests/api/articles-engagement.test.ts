// Articles meet readers and the forum (docs/reference/knowledge-base.md): "Was this helpful?" votes by members and
// guests (one per voter, counts kept in step), related articles by shared words, converting a discussion or its
// accepted answer (moderators) with the link back, and a private knowledge base's articles invisible by every route.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleReactions, articles } from "../../src/server/db/schema-knowledge";
import type { Article } from "../../src/types/generated/api/article";
import type { ArticleReactionResult } from "../../src/types/generated/api/article-reaction-result";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import { XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";
import {
  createKnowledgeTestEnv,
  type KnowledgeTestEnv,
  makeArticle,
  makeKnowledgeBase,
  makeStaffKnowledgeBase,
} from "./support/knowledge-api";

let env: KnowledgeTestEnv;
let base: KnowledgeBase;
beforeAll(async () => {
  env = await createKnowledgeTestEnv();
  base = await makeKnowledgeBase(env, { name: "Engagement Center" });
});
afterAll(() => env.t.close());

const db = () => env.t.database.db;

describe("helpful votes", () => {
  async function storedCounts(articleID: number) {
    const [row] = await db()
      .select({ countHelpful: articles.countHelpful, countNotHelpful: articles.countNotHelpful })
      .from(articles)
      .where(eq(articles.articleID, articleID));
    const [votes] = await db()
      .select({ n: count() })
      .from(articleReactions)
      .where(eq(articleReactions.articleID, articleID));
    return { ...row, votes: votes?.n };
  }

  it("takes one vote per member: again takes it back, the other answer replaces it", async () => {
    const article = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID });
    const vote = (helpful: boolean, who: "member" | "moderator" = "member") =>
      env.call("POST", `/api/v2/articles/${article.articleID}/reactions`, who, { helpful });
    expect((await vote(true)).json<ArticleReactionResult>()).toEqual({
      countHelpful: 1,
      countNotHelpful: 0,
      viewerReaction: "helpful",
    });
    expect((await vote(false, "moderator")).json<ArticleReactionResult>()).toMatchObject({
      countNotHelpful: 1,
    });
    expect((await vote(false)).json<ArticleReactionResult>()).toEqual({
      countHelpful: 0,
      countNotHelpful: 2,
      viewerReaction: "notHelpful",
    });
    expect((await vote(false)).json<ArticleReactionResult>()).toEqual({
      countHelpful: 0,
      countNotHelpful: 1,
      viewerReaction: null,
    });
    expect(await storedCounts(article.articleID)).toEqual({ countHelpful: 0, countNotHelpful: 1, votes: 1 });
    await vote(true);
    expect(
      (await env.call("GET", `/api/v2/articles/${article.articleID}`, "member")).json<Article>()
        .viewerReaction,
    ).toBe("helpful");
    const removed = await env.call("DELETE", `/api/v2/articles/${article.articleID}/reactions`, "member");
    expect(removed.json<ArticleReactionResult>()).toEqual({
      countHelpful: 0,
      countNotHelpful: 1,
      viewerReaction: null,
    });
    expect(
      (
        await env.call("POST", `/api/v2/articles/${article.articleID}/reactions`, "member", {
          helpful: "yes",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("lets a guest vote through an httpOnly visitor cookie", async () => {
    const article = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID });
    const url = `/api/v2/articles/${article.articleID}/reactions`;
    const first = await env.t.app.inject({ method: "POST", url, headers: XRW, payload: { helpful: true } });
    expect(first.json<ArticleReactionResult>()).toEqual({
      countHelpful: 1,
      countNotHelpful: 0,
      viewerReaction: "helpful",
    });
    const cookie = first.cookies.find((item) => item.name === "quorum_visitor");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const visitor = `quorum_visitor=${cookie?.value}`;
    const read = await env.t.app.inject({
      method: "GET",
      url: `/api/v2/articles/${article.articleID}`,
      headers: { cookie: visitor },
    });
    expect(read.json<Article>().viewerReaction).toBe("helpful");
    // Another guest (no cookie) is another voter.
    const other = await env.t.app.inject({ method: "POST", url, headers: XRW, payload: { helpful: true } });
    expect(other.json<ArticleReactionResult>().countHelpful).toBe(2);
    const again = await env.t.app.inject({
      method: "POST",
      url,
      headers: { ...XRW, cookie: visitor },
      payload: { helpful: true },
    });
    expect(again.json<ArticleReactionResult>()).toEqual({
      countHelpful: 1,
      countNotHelpful: 0,
      viewerReaction: null,
    });
    expect(again.cookies.find((item) => item.name === "quorum_visitor")).toBeUndefined();
    // A forged cookie is no voter: a new one is handed out.
    const forged = await env.t.app.inject({
      method: "POST",
      url,
      headers: { ...XRW, cookie: "quorum_visitor=u:1" },
      payload: { helpful: false },
    });
    expect(forged.json<ArticleReactionResult>().countNotHelpful).toBe(1);
    expect(forged.cookies.find((item) => item.name === "quorum_visitor")?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect((await env.t.app.inject({ method: "POST", url, payload: { helpful: true } })).statusCode).toBe(
      403,
    );
  });
});

describe("related articles", () => {
  it("finds others sharing the article's words, never itself nor what the viewer may not read", async () => {
    const words = "Notification emails digest frequency unsubscribe settings";
    const subject = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Notification emails",
      body: `${words}. ${words}.`,
    });
    const close = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Digest frequency",
      body: `Change the digest frequency of notification emails.`,
    });
    await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Avatars",
      body: "Upload a square picture.",
    });
    const staff = await makeStaffKnowledgeBase(env, "Staff digest zr1");
    await makeArticle(env, {
      knowledgeBaseID: staff.knowledgeBaseID,
      name: "Digest frequency for staff zr1",
      body: words,
    });
    const related = await env.call("GET", `/api/v2/articles/${subject.articleID}/related?limit=5`, "member");
    const relatedIDs = related.json<Article[]>().map((item) => item.articleID);
    expect(relatedIDs).toContain(close.articleID);
    expect(relatedIDs).not.toContain(subject.articleID);
    expect(related.body).not.toContain("zr1");
    expect(related.json<Article[]>().map((item) => item.name)).not.toContain("Avatars");
    expect(
      (await env.call("GET", `/api/v2/articles/${subject.articleID}/related?limit=50`, "member")).statusCode,
    ).toBe(400);
  });
});

describe("converting discussions", () => {
  async function acceptedQuestion(categoryID: number) {
    const question = await env.call("POST", "/api/v2/discussions", "member", {
      name: "How do I export my posts?",
      body: "I want a copy of everything I wrote.",
      format: "markdown",
      categoryID,
      type: "question",
    });
    const discussionID = question.json<{ discussionID: number }>().discussionID;
    const answer = await env.call("POST", "/api/v2/comments", "moderator", {
      discussionID,
      body: "Open **Settings**, then choose Export.",
      format: "markdown",
    });
    const commentID = answer.json<{ commentID: number }>().commentID;
    const other = await env.call("POST", "/api/v2/comments", "admin", {
      discussionID,
      body: "Or ask us.",
      format: "markdown",
    });
    const accepted = await env.call("PATCH", `/api/v2/comments/${commentID}/answer`, "member", {
      status: "accepted",
    });
    expect(accepted.statusCode).toBe(200);
    return { discussionID, commentID, otherID: other.json<{ commentID: number }>().commentID };
  }

  it("turns an accepted answer or a whole discussion into an article, linked both ways", async () => {
    const { discussionID, commentID, otherID } = await acceptedQuestion(
      await categoryIDByUrlcode(db(), "general"),
    );
    const url = "/api/v2/articles/from-discussion";
    const payload = { discussionID, commentID, knowledgeBaseID: base.knowledgeBaseID, status: "published" };
    expect((await env.call("POST", url, "guest", payload)).statusCode).toBe(401);
    expect((await env.call("POST", url, "member", payload)).statusCode).toBe(403);
    const before = (await db().select({ n: count() }).from(articles))[0]?.n;
    const notAccepted = await env.call("POST", url, "moderator", { ...payload, commentID: otherID });
    expect(notAccepted.statusCode).toBe(422);
    expect(Object.keys(notAccepted.json<{ errors: object }>().errors)).toEqual(["commentID"]);
    expect((await db().select({ n: count() }).from(articles))[0]?.n).toBe(before);

    const fromAnswer = await env.call("POST", url, "moderator", payload);
    expect(fromAnswer.statusCode).toBe(201);
    const answerArticle = fromAnswer.json<Article>();
    expect(answerArticle).toMatchObject({
      name: "How do I export my posts?",
      discussionID,
      commentID,
      status: "published",
    });
    expect(answerArticle.body).toContain("<strong>Settings</strong>");
    const whole = await env.call("POST", url, "admin", {
      discussionID,
      knowledgeBaseID: base.knowledgeBaseID,
    });
    expect(whole.json<Article>()).toMatchObject({ discussionID, commentID: null, status: "draft" });
    expect(whole.json<Article>().body).toContain("a copy of everything I wrote");

    const back = await env.call("GET", `/api/v2/discussions/${discussionID}/articles`, "guest");
    expect(back.json<Article[]>().map((item) => item.articleID)).toEqual([answerArticle.articleID]);
    const forEditors = await env.call("GET", `/api/v2/discussions/${discussionID}/articles`, "moderator");
    expect(forEditors.json<Article[]>()).toHaveLength(2);
  });

  it("hides discussions the viewer may not read", async () => {
    const hidden = (await privateCategoryIDs(db()))[0] as number;
    const post = await env.call("POST", "/api/v2/discussions", "admin", {
      name: "Staff procedure",
      body: "Secret steps.",
      format: "markdown",
      categoryID: hidden,
    });
    const discussionID = post.json<{ discussionID: number }>().discussionID;
    expect((await env.call("GET", `/api/v2/discussions/${discussionID}/articles`, "member")).statusCode).toBe(
      404,
    );
    const converted = await env.call("POST", "/api/v2/articles/from-discussion", "member", {
      discussionID,
      knowledgeBaseID: base.knowledgeBaseID,
    });
    expect(converted.statusCode).toBe(404);
    expect(
      (await env.call("GET", `/api/v2/discussions/${discussionID}/articles`, "moderator")).json(),
    ).toEqual([]);
  });
});

describe("a private knowledge base's articles", () => {
  it("answer 404 to everyone else, by every route", async () => {
    const staff = await makeStaffKnowledgeBase(env, "Staff KB zp1");
    const article = await makeArticle(env, {
      knowledgeBaseID: staff.knowledgeBaseID,
      name: "Staff article zp1",
    });
    const id = article.articleID;
    const [revision] = (await env.call("GET", `/api/v2/articles/${id}/revisions`, "moderator")).json<
      { articleRevisionID: number }[]
    >();
    const reads = [
      `/api/v2/articles/${id}`,
      `/api/v2/articles/${id}/related`,
      `/api/v2/articles/${id}/revisions`,
      `/api/v2/articles/${id}/revisions/${revision?.articleRevisionID}`,
    ];
    for (const who of ["guest", "member"] as const) {
      for (const url of reads) {
        const response = await env.call("GET", url, who);
        expect(response.statusCode, `${who} GET ${url}`).toBe(404);
        expect(response.body).not.toContain("zp1");
      }
      const writes: [string, string, object | undefined][] = [
        ["POST", `/api/v2/articles/${id}/reactions`, { helpful: true }],
        ["DELETE", `/api/v2/articles/${id}/reactions`, undefined],
        ["PATCH", `/api/v2/articles/${id}`, { name: "Mine" }],
        ["DELETE", `/api/v2/articles/${id}`, undefined],
        ["PUT", `/api/v2/articles/${id}/featured`, { featured: true }],
        ["PATCH", `/api/v2/articles/${id}/move`, { knowledgeCategoryID: null }],
        ["POST", `/api/v2/articles/${id}/revisions/${revision?.articleRevisionID}/restore`, undefined],
      ];
      for (const [method, url, payload] of writes) {
        const response = await env.call(method as "POST", url, who, payload);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(response.cookies.find((item) => item.name === "quorum_visitor")).toBeUndefined();
      }
      expect(
        (await env.call("GET", "/api/v2/articles?limit=100&sort=-dateInserted", who)).body,
      ).not.toContain("zp1");
    }
    expect((await env.call("GET", `/api/v2/articles/${id}`, "moderator")).json<Article>().name).toBe(
      "Staff article zp1",
    );
    const [row] = await db().select().from(articles).where(eq(articles.articleID, id));
    expect(row).toMatchObject({
      name: "Staff article zp1",
      status: "published",
      featured: false,
      countHelpful: 0,
    });
  });
});
