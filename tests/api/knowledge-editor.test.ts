// The article editor's server side (docs/reference/knowledge-base.md#the-article-editor): article drafts through the
// drafts API (recordType article, filed under their knowledge base, kept only by those who may write there, opened
// in the article editor) that are never scheduled nor published through the drafts, the editor's preview
// (POST /articles/preview: the posts' renderer, nothing saved, writers only), and the original post's link to the
// published articles made from its discussion (docs/reference/knowledge-base.md#converting-a-discussion).
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { discussions } from "../../src/server/db/schema";
import { drafts } from "../../src/server/db/schema-posts";
import { publishDueDrafts } from "../../src/server/services/drafts/publish-draft";
import { webPages } from "../../src/server/web/pages";
import type { Article } from "../../src/types/generated/api/article";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { Draft } from "../../src/types/generated/api/draft";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { nodes } from "./support/stored-layout";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
let admin: string;
let base: KnowledgeBase;
let other: KnowledgeBase;
let category: KnowledgeCategory;
let article: Article;

function send(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  payload: object | undefined,
  cookie?: string,
) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

async function created<T>(url: string, payload: object, cookie: string): Promise<T> {
  const response = await send("POST", url, payload, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return json<T>(response);
}

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  db = t.database.db;
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  admin = await signIn(t.app, "admin");
  // Created without permissions: the moderators' and administrators' roles write in them (the default).
  base = await created(
    "/knowledge-bases",
    { name: "Editor tests", urlCode: "editor-tests", viewType: "helpCenter" },
    admin,
  );
  other = await created(
    "/knowledge-bases",
    { name: "Other base", urlCode: "editor-other", viewType: "guide" },
    admin,
  );
  category = await created(
    "/knowledge-categories",
    { knowledgeBaseID: base.knowledgeBaseID, name: "Accounts" },
    admin,
  );
  article = await created(
    "/articles",
    {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Stored article",
      body: "Stored.",
      format: "markdown",
      status: "published",
    },
    moderator,
  );
});
afterAll(() => t.close());

const articleDraft = (knowledgeBaseID: number, extra: object = {}, meta: object = {}) => ({
  recordType: "article",
  parentRecordType: "knowledgeBase",
  parentRecordID: knowledgeBaseID,
  attributes: {
    body: "A draft body.",
    format: "markdown",
    draftMeta: { name: "A draft title", excerpt: "Sum", knowledgeBaseID, knowledgeCategoryID: null, ...meta },
  },
  ...extra,
});

describe("article drafts", () => {
  it("keeps a new article's draft under its knowledge base, opened in the article editor", async () => {
    const draft = await created<Draft>(
      "/drafts",
      articleDraft(base.knowledgeBaseID, {}, { knowledgeCategoryID: category.knowledgeCategoryID }),
      moderator,
    );
    expect(draft).toMatchObject({
      recordType: "article",
      recordID: null,
      parentRecordType: "knowledgeBase",
      parentRecordID: base.knowledgeBaseID,
      draftStatus: "draft",
      editUrl: `/kb/articles/add?knowledgeBaseID=${base.knowledgeBaseID}&draftID=${draft.draftID}`,
    });
    expect(draft.attributes.draftMeta).toMatchObject({ name: "A draft title", excerpt: "Sum" });

    const listed = json<Draft[]>(await get(t.app, "/api/v2/drafts?recordType=article", moderator));
    expect(listed.map((item) => item.draftID)).toContain(draft.draftID);

    // The autosave's PATCH: new attributes, the knowledge base moved to another one the moderator writes in.
    const patched = await send(
      "PATCH",
      `/drafts/${draft.draftID}`,
      { attributes: articleDraft(other.knowledgeBaseID).attributes, parentRecordID: other.knowledgeBaseID },
      moderator,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<Draft>(patched)).toMatchObject({
      recordType: "article",
      parentRecordID: other.knowledgeBaseID,
    });

    expect((await send("DELETE", `/drafts/${draft.draftID}`, undefined, moderator)).statusCode).toBe(204);
  });

  it("keeps a stored article's draft, opened in that article's editor", async () => {
    const draft = await created<Draft>(
      "/drafts",
      articleDraft(base.knowledgeBaseID, { recordID: article.articleID }),
      moderator,
    );
    expect(draft.editUrl).toBe(`/kb/articles/${article.articleID}/edit?draftID=${draft.draftID}`);
    const found = json<Draft[]>(
      await get(t.app, `/api/v2/drafts?recordType=article&recordID=${article.articleID}`, moderator),
    );
    expect(found.map((item) => item.draftID)).toEqual([draft.draftID]);
  });

  it("refuses a draft without a knowledge base, and answers 404 where the author may not write", async () => {
    const missing = await send(
      "POST",
      "/drafts",
      { recordType: "article", attributes: { body: "x", draftMeta: { name: "No base" } } },
      moderator,
    );
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(missing).errors)).toEqual(["knowledgeBaseID"]);
    // A member writes in no knowledge base: for them it does not exist.
    expect((await send("POST", "/drafts", articleDraft(base.knowledgeBaseID), member)).statusCode).toBe(404);
    // A category of another knowledge base, an article that does not exist.
    const strayCategory = articleDraft(
      other.knowledgeBaseID,
      {},
      { knowledgeCategoryID: category.knowledgeCategoryID },
    );
    expect((await send("POST", "/drafts", strayCategory, moderator)).statusCode).toBe(404);
    const strayArticle = articleDraft(base.knowledgeBaseID, { recordID: 2_000_000 });
    expect((await send("POST", "/drafts", strayArticle, moderator)).statusCode).toBe(404);
  });

  it("is never scheduled nor published through the drafts: articles publish from their editor", async () => {
    const draft = await created<Draft>("/drafts", articleDraft(base.knowledgeBaseID), moderator);
    const scheduled = await send(
      "PATCH",
      `/drafts/schedule/${draft.draftID}`,
      { dateScheduled: new Date(Date.now() + 60_000).toISOString() },
      moderator,
    );
    expect(scheduled.statusCode).toBe(422);
    // A row scheduled behind the API's back fails at publication instead of becoming a discussion.
    await db
      .update(drafts)
      .set({ draftStatus: "scheduled", dateScheduled: new Date(Date.now() - 1000) })
      .where(eq(drafts.draftID, draft.draftID));
    expect(await publishDueDrafts(db)).toBe(0);
    const [row] = await db.select().from(drafts).where(eq(drafts.draftID, draft.draftID));
    expect(row?.draftStatus).toBe("error");
    const posted = await db.select().from(discussions).where(eq(discussions.name, "A draft title"));
    expect(posted).toEqual([]);
  });
});

describe("the editor's pages", () => {
  it("answer a guest 403 (Sign In), a member the shell: the API refuses what they may not write", async () => {
    const pages = [
      ["/kb/articles/add?knowledgeBaseID=1", "New Article"],
      [`/kb/articles/${article.articleID}/edit`, "Edit Article"],
      [`/kb/articles/${article.articleID}/revisions`, "Article Revisions"],
    ] as const;
    for (const [path, title] of pages) {
      const guest = await get(t.app, path);
      expect(guest.statusCode, path).toBe(403);
      const page = await get(t.app, path, member);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain(`<title>${title} - `);
    }
  });
});

describe("the editor's read of an article", () => {
  it("gives its writers the source and its readers none (the editor refuses them)", async () => {
    const url = `/api/v2/articles/${article.articleID}?expand=source,breadcrumbs,updateUser`;
    expect(json<Article>(await get(t.app, url, moderator))).toMatchObject({
      bodyRaw: "Stored.",
      format: "markdown",
    });
    expect(json<Article>(await get(t.app, url, member)).bodyRaw).toBeUndefined();
  });
});

describe("the article preview", () => {
  it("renders a body as readers would see it, for writers only", async () => {
    const payload = { body: "**Bold** <script>alert(1)</script>", format: "markdown" };
    const preview = await send("POST", "/articles/preview", payload, moderator);
    expect(preview.statusCode, preview.body).toBe(200);
    const { body } = json<{ body: string }>(preview);
    expect(body).toContain("<strong>Bold</strong>");
    expect(body).not.toContain("<script");
    expect((await send("POST", "/articles/preview", payload, member)).statusCode).toBe(403);
    expect((await send("POST", "/articles/preview", payload)).statusCode).toBe(401);
  });
});

describe("the link back from a discussion", () => {
  it("shows the original post's readers the published articles made from it, not the drafts", async () => {
    const discussion = await created<Discussion>(
      "/discussions",
      {
        name: "How do I export my data?",
        body: "Settings, then Export.",
        format: "markdown",
        categoryID: await categoryIDByUrlcode(db, "general"),
      },
      moderator,
    );
    const convert = (status: "draft" | "published") =>
      created<Article>(
        "/articles/from-discussion",
        { discussionID: discussion.discussionID, knowledgeBaseID: base.knowledgeBaseID, status },
        moderator,
      );
    const published = await convert("published");
    await convert("draft");
    const page = await get(
      t.app,
      `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussion.discussionID}`,
      member,
    );
    expect(page.statusCode, page.body).toBe(200);
    const post = nodes(json<HydratedLayout>(page).layout).find(
      (node) => node.$reactComponent === "OriginalPostAsset",
    );
    expect(post?.$reactProps.articles).toEqual([
      { articleID: published.articleID, name: "How do I export my data?", url: published.url },
    ]);
  });
});
