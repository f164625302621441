// The demo's knowledge base (src/server/db/seed/demo-knowledge.ts), as a guest and a French reader find it through
// the API: a help center of three categories of four published articles and a four-article guide in reading order,
// every article translated into French, the knowledge bases' French names, helpful votes that match the counts, and
// one article rewritten from an accepted answer and linked back to its question.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleReactions, articleRevisions, articles, comments } from "../../src/server/db/schema";
import type { Article } from "../../src/types/generated/api/article";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";
import type { Translation } from "../../src/types/generated/api/translation";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guestGet<T>(url: string): Promise<T> {
  const response = await get(t.app, url);
  expect(response.statusCode, url).toBe(200);
  return json<T>(response);
}

async function knowledgeBase(urlCode: string): Promise<KnowledgeBase> {
  return guestGet<KnowledgeBase>(`/api/v2/knowledge-bases/${urlCode}`);
}

async function publishedArticles(knowledgeBaseID: number): Promise<Article[]> {
  return guestGet<Article[]>(`/api/v2/articles?knowledgeBaseID=${knowledgeBaseID}&sort=sort&limit=100`);
}

describe("demo knowledge base", () => {
  it("shows guests a help center and a guide", async () => {
    const bases = await guestGet<KnowledgeBase[]>("/api/v2/knowledge-bases");
    expect(bases.map((base) => [base.name, base.urlCode, base.viewType])).toEqual(
      expect.arrayContaining([
        ["Help Center", "help", "helpCenter"],
        ["Getting Started Guide", "getting-started", "guide"],
      ]),
    );
  });

  it("files twelve published articles, four in each of the help center's three categories", async () => {
    const help = await knowledgeBase("help");
    const categories = await guestGet<KnowledgeCategory[]>(
      `/api/v2/knowledge-categories?knowledgeBaseID=${help.knowledgeBaseID}`,
    );
    expect(categories.map((category) => category.name)).toEqual([
      "Account and Profile",
      "Posting and Formatting",
      "Community and Safety",
    ]);
    const list = await publishedArticles(help.knowledgeBaseID);
    expect(list).toHaveLength(12);
    for (const category of categories) {
      expect(list.filter((a) => a.knowledgeCategoryID === category.knowledgeCategoryID)).toHaveLength(4);
    }
    expect(list.every((article) => article.status === "published" && article.excerpt.length > 0)).toBe(true);
    expect(list.filter((article) => article.featured).length).toBeGreaterThanOrEqual(1);
  });

  it("keeps the guide's four articles in reading order", async () => {
    const guide = await knowledgeBase("getting-started");
    const list = await publishedArticles(guide.knowledgeBaseID);
    expect(list.map((article) => article.name)).toEqual([
      "Welcome to the community",
      "Setting up your profile",
      "Finding your way around",
      "Starting your first discussion",
    ]);
  });

  it("renders each article's Markdown and answers its French translation for locale fr", async () => {
    const help = await knowledgeBase("help");
    const [first] = await publishedArticles(help.knowledgeBaseID);
    if (!first) throw new Error("no article");
    const english = await guestGet<Article>(`/api/v2/articles/${first.articleID}`);
    expect(english.body).toContain("<h2");
    expect(english.body).toContain("<ol>");
    const french = await guestGet<Article>(`/api/v2/articles/${first.articleID}?locale=fr`);
    expect(french).toMatchObject({ name: "Créer un compte et se connecter", translated: true });
    expect(french.body).toContain("Se connecter");
  });

  it("stores every article's row as its current English revision, with one French revision beside it", async () => {
    const rows = await t.database.db.select().from(articles);
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      const revisions = await t.database.db
        .select()
        .from(articleRevisions)
        .where(eq(articleRevisions.articleID, row.articleID));
      const current = revisions.find((revision) => revision.articleRevisionID === row.articleRevisionID);
      expect(current).toMatchObject({ locale: "en", name: row.name, body: row.body, excerpt: row.excerpt });
      expect(revisions.filter((revision) => revision.locale === "fr")).toHaveLength(1);
    }
  });

  it("counts the helpful votes it stores", async () => {
    const rows = await t.database.db.select().from(articles);
    const votes = await t.database.db.select().from(articleReactions);
    expect(votes.length).toBeGreaterThan(0);
    for (const row of rows) {
      const mine = votes.filter((vote) => vote.articleID === row.articleID);
      expect([row.countHelpful, row.countNotHelpful]).toEqual([
        mine.filter((vote) => vote.helpful).length,
        mine.filter((vote) => !vote.helpful).length,
      ]);
    }
  });

  it("rewrote an accepted answer into an article that links back to its question", async () => {
    const [converted] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.name, "Resetting a forgotten password"));
    expect(converted?.discussionID).not.toBeNull();
    const [answer] = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.commentID, converted?.commentID ?? 0), eq(comments.answerStatus, "accepted")));
    expect(answer?.discussionID).toBe(converted?.discussionID);
    const linked = await guestGet<Article[]>(`/api/v2/discussions/${converted?.discussionID}/articles`);
    expect(linked.map((article) => article.articleID)).toEqual([converted?.articleID]);
    // The conversion is the first revision (the answer as it was), the rewrite the current one.
    const revisions = await t.database.db
      .select()
      .from(articleRevisions)
      .where(
        and(eq(articleRevisions.articleID, converted?.articleID ?? 0), eq(articleRevisions.locale, "en")),
      )
      .orderBy(articleRevisions.articleRevisionID);
    expect(revisions.map((revision) => revision.body)).toEqual([answer?.body, converted?.body]);
  });

  it("translates the knowledge bases' and categories' names into French", async () => {
    const admin = await signIn(t.app, "admin");
    const response = await get(t.app, "/api/v2/translations/site?locale=fr", admin);
    expect(response.statusCode).toBe(200);
    const texts = new Map(
      json<Translation[]>(response).map((row) => [row.translationPropertyKey, row.translation]),
    );
    const help = await knowledgeBase("help");
    const [account] = await guestGet<KnowledgeCategory[]>(
      `/api/v2/knowledge-categories?knowledgeBaseID=${help.knowledgeBaseID}`,
    );
    expect(texts.get(`knowledgeBase.${help.knowledgeBaseID}.name`)).toBe("Centre d'aide");
    expect(texts.get(`knowledgeCategory.${account?.knowledgeCategoryID}.name`)).toBe("Compte et profil");
    expect(help.name).toBe("Help Center"); // the API answers the source text
  });
});
