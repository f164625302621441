// Articles through the API (docs/reference/knowledge-base.md): drafts only their editors see, publishing, a revision
// per content save with restore, translations in another locale, delete and restore, featuring, moving, scheduled
// publishing exactly once, and bad input answered 4xx with nothing changed.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleRevisions, articles } from "../../src/server/db/schema-knowledge";
import { startDraftScheduler } from "../../src/server/jobs/draft-scheduler";
import { publishDueArticles } from "../../src/server/services/knowledge/scheduled-articles";
import type { Article } from "../../src/types/generated/api/article";
import type { ArticleRevision } from "../../src/types/generated/api/article-revision";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";
import {
  createKnowledgeTestEnv,
  type KnowledgeTestEnv,
  makeArticle,
  makeCategory,
  makeKnowledgeBase,
} from "./support/knowledge-api";

let env: KnowledgeTestEnv;
let base: KnowledgeBase;
let category: KnowledgeCategory;
beforeAll(async () => {
  env = await createKnowledgeTestEnv();
  base = await makeKnowledgeBase(env, { name: "Articles Center" });
  category = await makeCategory(env, base.knowledgeBaseID, "Accounts");
});
afterAll(() => env.t.close());

const db = () => env.t.database.db;
const articleCount = async () => (await db().select({ n: count() }).from(articles))[0]?.n ?? 0;
const revisionCount = async (articleID: number) =>
  (
    await db().select({ n: count() }).from(articleRevisions).where(eq(articleRevisions.articleID, articleID))
  )[0]?.n ?? 0;
const read = (articleID: number, who: Parameters<KnowledgeTestEnv["call"]>[2], query = "") =>
  env.call("GET", `/api/v2/articles/${articleID}${query}`, who);
const patch = (
  articleID: number,
  payload: object,
  who: Parameters<KnowledgeTestEnv["call"]>[2] = "moderator",
) => env.call("PATCH", `/api/v2/articles/${articleID}`, who, payload);

describe("writing and publishing", () => {
  it("keeps a draft to the editors, then publishes it to everyone", async () => {
    const draft = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      knowledgeCategoryID: category.knowledgeCategoryID,
      name: "Draft about avatars",
      body: "Upload a square picture.<script>alert(1)</script>",
      status: "draft",
    });
    expect(draft).toMatchObject({ status: "draft", datePublished: null, bodyRaw: expect.any(String) });
    expect(await revisionCount(draft.articleID)).toBe(1);
    expect((await read(draft.articleID, "guest")).statusCode).toBe(404);
    expect((await read(draft.articleID, "member")).statusCode).toBe(404);
    const members = await env.call(
      "GET",
      `/api/v2/articles?knowledgeBaseID=${base.knowledgeBaseID}&status=draft`,
      "member",
    );
    expect(members.json<Article[]>().map((item) => item.articleID)).not.toContain(draft.articleID);
    const editors = await env.call(
      "GET",
      `/api/v2/articles?knowledgeBaseID=${base.knowledgeBaseID}&status=draft,published`,
      "moderator",
    );
    expect(editors.json<Article[]>().map((item) => item.articleID)).toContain(draft.articleID);

    expect((await patch(draft.articleID, { status: "published" }, "member")).statusCode).toBe(404);
    const published = await patch(draft.articleID, { status: "published" });
    expect(published.json<Article>()).toMatchObject({
      status: "published",
      datePublished: expect.any(String),
    });
    const seen = (await read(draft.articleID, "guest")).json<Article>();
    expect(seen.body).toContain("Upload a square picture.");
    expect(seen.body).not.toContain("<script");
    expect(seen.excerpt).toBe("Upload a square picture.");
    expect(seen.bodyRaw).toBeUndefined();
    expect(seen.url).toBe(`/kb/articles/${draft.articleID}-draft-about-avatars`);
    // Only editors get the source.
    expect((await read(draft.articleID, "member", "?expand=source")).json<Article>().bodyRaw).toBeUndefined();
    expect((await read(draft.articleID, "moderator", "?expand=source")).json<Article>().bodyRaw).toContain(
      "square",
    );
  });

  it("answers lists with paging headers and expands", async () => {
    for (const name of ["Alpha guide", "Beta guide", "Gamma guide"])
      await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID, name, excerpt: `About ${name}` });
    const response = await env.call(
      "GET",
      `/api/v2/articles?knowledgeBaseID=${base.knowledgeBaseID}&knowledgeCategoryID=0&sort=name&limit=2&expand=insertUser,breadcrumbs`,
      "guest",
    );
    expect(response.statusCode).toBe(200);
    const page = response.json<Article[]>();
    expect(page.map((item) => item.name)).toEqual(["Alpha guide", "Beta guide"]);
    expect(page[0]?.body).toBeUndefined();
    expect(page[0]?.excerpt).toBe("About Alpha guide");
    expect(page[0]?.insertUser?.name).toBe("moderator");
    expect(page[0]?.breadcrumbs).toEqual([
      { name: "Knowledge Base", url: "/kb" },
      { name: "Articles Center", url: base.url },
    ]);
    expect(response.headers["x-app-page-result-count"]).toBe("3");
    expect(response.headers["x-app-page-next-url"]).toContain("page=2");
  });

  it("refuses bad input with the error body and writes nothing", async () => {
    const other = await makeKnowledgeBase(env, { name: "Elsewhere" });
    const foreign = await makeCategory(env, other.knowledgeBaseID, "Foreign");
    const before = await articleCount();
    const valid = { knowledgeBaseID: base.knowledgeBaseID, name: "Fine", body: "Text", format: "markdown" };
    const cases: [object, number, string][] = [
      [{ ...valid, name: "  " }, 400, "name"],
      [{ ...valid, body: "<p> </p>", format: "html" }, 400, "body"],
      [{ ...valid, format: "rich" }, 400, "format"],
      [{ ...valid, knowledgeCategoryID: foreign.knowledgeCategoryID }, 422, "knowledgeCategoryID"],
      [{ ...valid, status: "draft", dateScheduled: "2001-01-01T00:00:00Z" }, 422, "dateScheduled"],
      [{ ...valid, status: "published", dateScheduled: "2999-01-01T00:00:00Z" }, 422, "dateScheduled"],
      [{ ...valid, dateScheduled: "tomorrow" }, 400, "dateScheduled"],
      [{ ...valid, extra: 1 }, 400, "extra"],
    ];
    for (const [payload, status, field] of cases) {
      const response = await env.call("POST", "/api/v2/articles", "moderator", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json<ErrorBody>();
      expect(body).toMatchObject({ status, message: expect.any(String) });
      expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await env.call("POST", "/api/v2/articles", "guest", valid)).statusCode).toBe(401);
    expect((await env.call("POST", "/api/v2/articles", "member", valid)).statusCode).toBe(403);
    expect(
      (await env.call("POST", "/api/v2/articles", "moderator", { ...valid, knowledgeBaseID: 2147483647 }))
        .statusCode,
    ).toBe(404);
    expect(await articleCount()).toBe(before);

    const article = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID });
    const revisions = await revisionCount(article.articleID);
    expect((await patch(article.articleID, { body: "   " })).statusCode).toBe(400);
    expect((await patch(article.articleID, {})).statusCode).toBe(400);
    expect(
      (await patch(article.articleID, { knowledgeCategoryID: foreign.knowledgeCategoryID })).statusCode,
    ).toBe(422);
    expect((await patch(article.articleID, { name: "New" }, "member")).statusCode).toBe(403);
    expect(await revisionCount(article.articleID)).toBe(revisions);
    expect((await read(article.articleID, "guest")).json<Article>().name).toBe(article.name);
  });
});

describe("revisions", () => {
  it("saves one per content change and restores an older one as a new one", async () => {
    const article = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Two-step sign-in",
      body: "First text.",
    });
    await patch(article.articleID, { body: "Second text." });
    // Saving the same text again is no new revision; a sort change neither.
    await patch(article.articleID, { body: "Second text.", sort: 7 });
    const list = (await env.call("GET", `/api/v2/articles/${article.articleID}/revisions`, "moderator")).json<
      ArticleRevision[]
    >();
    expect(list).toHaveLength(2);
    const [newest, first] = list as [ArticleRevision, ArticleRevision];
    expect(newest.current).toBe(true);
    expect(first.current).toBe(false);
    expect(newest.insertUser?.name).toBe("moderator");
    const old = await env.call(
      "GET",
      `/api/v2/articles/${article.articleID}/revisions/${first.articleRevisionID}`,
      "moderator",
    );
    expect(old.json<ArticleRevision>()).toMatchObject({ bodyRaw: "First text.", body: "<p>First text.</p>" });

    const restored = await env.call(
      "POST",
      `/api/v2/articles/${article.articleID}/revisions/${first.articleRevisionID}/restore`,
      "moderator",
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Article>().articleRevisionID).toBeGreaterThan(newest.articleRevisionID);
    expect((await read(article.articleID, "guest")).json<Article>().body).toBe("<p>First text.</p>");
    const after = (
      await env.call("GET", `/api/v2/articles/${article.articleID}/revisions`, "moderator")
    ).json<ArticleRevision[]>();
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ current: true, restoredFromRevisionID: first.articleRevisionID });
    // One undoable step: restoring the second brings its text back.
    await env.call(
      "POST",
      `/api/v2/articles/${article.articleID}/revisions/${newest.articleRevisionID}/restore`,
      "moderator",
    );
    expect((await read(article.articleID, "guest")).json<Article>().body).toBe("<p>Second text.</p>");
  });

  it("are the editors' only", async () => {
    const article = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID });
    const url = `/api/v2/articles/${article.articleID}/revisions`;
    expect((await env.call("GET", url, "guest")).statusCode).toBe(401);
    expect((await env.call("GET", url, "member")).statusCode).toBe(403);
    const [revision] = (await env.call("GET", url, "moderator")).json<ArticleRevision[]>();
    const one = `${url}/${revision?.articleRevisionID}`;
    expect((await env.call("GET", one, "member")).statusCode).toBe(403);
    expect((await env.call("POST", `${one}/restore`, "member")).statusCode).toBe(403);
    expect((await env.call("GET", `${url}/2147483647`, "moderator")).statusCode).toBe(404);
    expect((await env.call("GET", `${url}/0`, "moderator")).statusCode).toBe(400);
  });
});

describe("translations", () => {
  it("saves a revision in another locale that ?locale= answers, leaving the article alone", async () => {
    const article = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Resetting a password",
      body: "Use the link.",
    });
    const saved = await patch(article.articleID, {
      locale: "fr",
      name: "Réinitialiser un mot de passe",
      body: "Suivez le lien.",
    });
    expect(saved.json<Article>()).toMatchObject({
      locale: "fr",
      translated: true,
      name: "Réinitialiser un mot de passe",
    });
    const english = (await read(article.articleID, "guest")).json<Article>();
    expect(english).toMatchObject({
      name: "Resetting a password",
      body: "<p>Use the link.</p>",
      translated: false,
      locale: "en",
    });
    const french = (await read(article.articleID, "guest", "?locale=fr")).json<Article>();
    expect(french).toMatchObject({
      name: "Réinitialiser un mot de passe",
      body: "<p>Suivez le lien.</p>",
      translated: true,
      locale: "fr",
    });
    // A locale without a translation answers the source.
    expect((await read(article.articleID, "guest", "?locale=de")).json<Article>()).toMatchObject({
      translated: false,
      locale: "en",
    });
    const listed = (
      await env.call(
        "GET",
        `/api/v2/articles?knowledgeBaseID=${base.knowledgeBaseID}&locale=fr&limit=100`,
        "guest",
      )
    ).json<Article[]>();
    expect(listed.find((item) => item.articleID === article.articleID)?.name).toBe(
      "Réinitialiser un mot de passe",
    );
    const frRevisions = (
      await env.call("GET", `/api/v2/articles/${article.articleID}/revisions?locale=fr`, "moderator")
    ).json<ArticleRevision[]>();
    expect(frRevisions).toHaveLength(1);
    expect(frRevisions[0]).toMatchObject({ locale: "fr", current: true });
    // The English revision is still the current one in English.
    const all = (await env.call("GET", `/api/v2/articles/${article.articleID}/revisions`, "moderator")).json<
      ArticleRevision[]
    >();
    expect(
      all
        .filter((item) => item.current)
        .map((item) => item.locale)
        .sort(),
    ).toEqual(["en", "fr"]);
  });
});

describe("delete, restore, feature and move", () => {
  it("deletes restorably", async () => {
    const article = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID });
    expect((await env.call("DELETE", `/api/v2/articles/${article.articleID}`, "member")).statusCode).toBe(
      403,
    );
    expect((await env.call("DELETE", `/api/v2/articles/${article.articleID}`, "moderator")).statusCode).toBe(
      204,
    );
    expect((await read(article.articleID, "guest")).statusCode).toBe(404);
    expect((await read(article.articleID, "moderator")).json<Article>().status).toBe("deleted");
    const deleted = await env.call(
      "GET",
      `/api/v2/articles?knowledgeBaseID=${base.knowledgeBaseID}&status=deleted`,
      "moderator",
    );
    expect(deleted.json<Article[]>().map((item) => item.articleID)).toContain(article.articleID);
    const [row] = await db().select().from(articles).where(eq(articles.articleID, article.articleID));
    expect(row?.statusBeforeDelete).toBe("published");
    expect((await patch(article.articleID, { status: "published" })).json<Article>().status).toBe(
      "published",
    );
    expect((await read(article.articleID, "guest")).statusCode).toBe(200);
  });

  it("features and orders the featured", async () => {
    const first = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID, name: "Featured one" });
    const second = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID, name: "Featured two" });
    const url = (article: Article) => `/api/v2/articles/${article.articleID}/featured`;
    expect((await env.call("PUT", url(first), "member", { featured: true })).statusCode).toBe(403);
    const featured = await env.call("PUT", url(first), "moderator", { featured: true, featuredSort: 2 });
    expect(featured.json<Article>()).toMatchObject({ featured: true, dateFeatured: expect.any(String) });
    await env.call("PUT", url(second), "moderator", { featured: true, featuredSort: 1 });
    const list = await env.call(
      "GET",
      `/api/v2/articles?knowledgeBaseID=${base.knowledgeBaseID}&featured=true&sort=featured`,
      "guest",
    );
    expect(list.json<Article[]>().map((item) => item.name)).toEqual(["Featured two", "Featured one"]);
    const off = await env.call("PUT", url(second), "moderator", { featured: false });
    expect(off.json<Article>()).toMatchObject({ featured: false, dateFeatured: null });
  });

  it("moves within and across knowledge bases the editor writes in", async () => {
    const article = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID });
    const url = `/api/v2/articles/${article.articleID}/move`;
    const moved = await env.call("PATCH", url, "moderator", {
      knowledgeCategoryID: category.knowledgeCategoryID,
    });
    expect(moved.json<Article>().knowledgeCategoryID).toBe(category.knowledgeCategoryID);
    const target = await makeKnowledgeBase(env, { name: "Target" });
    const targetCategory = await makeCategory(env, target.knowledgeBaseID, "Landing");
    expect(
      (await env.call("PATCH", url, "moderator", { knowledgeCategoryID: targetCategory.knowledgeCategoryID }))
        .statusCode,
    ).toBe(422);
    const readOnly = await makeKnowledgeBase(env, {
      name: "Read only",
      permissions: [{ roleID: env.roleIDs.Moderator, view: true, edit: false }],
    });
    expect(
      (
        await env.call("PATCH", url, "moderator", {
          knowledgeCategoryID: null,
          knowledgeBaseID: readOnly.knowledgeBaseID,
        })
      ).statusCode,
    ).toBe(403);
    expect((await env.call("PATCH", url, "member", { knowledgeCategoryID: null })).statusCode).toBe(403);
    const across = await env.call("PATCH", url, "moderator", {
      knowledgeCategoryID: targetCategory.knowledgeCategoryID,
      knowledgeBaseID: target.knowledgeBaseID,
    });
    expect(across.json<Article>()).toMatchObject({
      knowledgeBaseID: target.knowledgeBaseID,
      knowledgeCategoryID: targetCategory.knowledgeCategoryID,
    });
  });
});

describe("scheduled publishing", () => {
  it("publishes a due draft exactly once", async () => {
    const when = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      status: "draft",
      dateScheduled: when,
    });
    expect(scheduled).toMatchObject({ status: "draft", dateScheduled: when });
    expect(await publishDueArticles(db())).toBe(0);
    expect((await read(scheduled.articleID, "guest")).statusCode).toBe(404);
    // Two processes ticking at the same moment, an hour later.
    const later = new Date(Date.now() + 2 * 3600_000);
    const counts = await Promise.all([publishDueArticles(db(), later), publishDueArticles(db(), later)]);
    expect(counts[0] + counts[1]).toBe(1);
    const published = (await read(scheduled.articleID, "guest")).json<Article>();
    expect(published).toMatchObject({ status: "published", dateScheduled: null, datePublished: when });
  });

  it("is the scheduled-draft job's work", async () => {
    const when = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      status: "draft",
      dateScheduled: when,
    });
    // Its time has come (as if the server had been down for an hour).
    await db()
      .update(articles)
      .set({ dateScheduled: new Date(Date.now() - 1000) })
      .where(eq(articles.articleID, scheduled.articleID));
    let publishedTicks = 0;
    const scheduler = startDraftScheduler(db(), {
      intervalMs: 3600_000,
      log: () => undefined,
      onPublished: async () => {
        publishedTicks++;
      },
    });
    await scheduler.tick();
    await scheduler.stop();
    expect((await read(scheduled.articleID, "guest")).json<Article>().status).toBe("published");
    expect(publishedTicks).toBe(1);
  });

  it("schedules and unschedules through PATCH", async () => {
    const draft = await makeArticle(env, { knowledgeBaseID: base.knowledgeBaseID, status: "draft" });
    const when = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await patch(draft.articleID, { status: "draft", dateScheduled: when })).json<Article>().dateScheduled,
    ).toBe(when);
    expect((await patch(draft.articleID, { dateScheduled: null })).json<Article>().dateScheduled).toBeNull();
    expect((await patch(draft.articleID, { dateScheduled: "2001-01-01T00:00:00Z" })).statusCode).toBe(422);
  });
});
