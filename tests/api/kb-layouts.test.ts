// The knowledge base's pages as layouts (docs/reference/layout-documents.md#view-types, #layout-lookup;
// docs/reference/routes.md#layout-routes): each view type hydrates its template with the viewer's data, the
// knowledge param refs resolve, a guide's address shows its first article, what a guest may not read answers 404,
// a layout applied to a knowledge base wins over the global one, and the HTML pages arrive server-rendered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "../../src/client/entry-server";
import { webPages } from "../../src/server/web/pages";
import type { Article } from "../../src/types/generated/api/article";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, type TestApp } from "./support/app";
import {
  createKnowledgeTestEnv,
  type KnowledgeTestEnv,
  makeArticle,
  makeCategory,
  makeKnowledgeBase,
  makeStaffKnowledgeBase,
  uniqueCode,
  type Who,
} from "./support/knowledge-api";
import { nodes } from "./support/stored-layout";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let env: KnowledgeTestEnv;
let helpCenter: KnowledgeBase;
let accounts: KnowledgeCategory;
let passwords: KnowledgeCategory;
let article: Article;
let guide: KnowledgeBase;
let guideFirst: Article;
let guideSecond: Article;
let staff: KnowledgeBase;
let staffCategory: KnowledgeCategory;
let staffArticle: Article;

beforeAll(async () => {
  t = await createTestApp({
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL, renderEntry: render })],
  });
  env = await createKnowledgeTestEnv(t);
  helpCenter = await makeKnowledgeBase(env, {
    name: "Layout Help Center",
    description: "Answers written for the layout tests.",
    urlCode: uniqueCode("layout-help"),
    bannerImage: "/media/kb-banner.png",
  });
  accounts = await makeCategory(env, helpCenter.knowledgeBaseID, "Accounts");
  passwords = await makeCategory(env, helpCenter.knowledgeBaseID, "Passwords", accounts.knowledgeCategoryID);
  article = await makeArticle(env, {
    knowledgeBaseID: helpCenter.knowledgeBaseID,
    knowledgeCategoryID: passwords.knowledgeCategoryID,
    name: "Resetting a lost password",
    body: "Choose **Forgot password** on the sign-in form, then follow the link in the mail.",
  });
  const featured = await env.call("PUT", `/api/v2/articles/${article.articleID}/featured`, "moderator", {
    featured: true,
  });
  expect(featured.statusCode, featured.body).toBe(200);
  guide = await makeKnowledgeBase(env, {
    name: "Layout Guide",
    viewType: "guide",
    urlCode: uniqueCode("guide"),
  });
  guideFirst = await makeArticle(env, {
    knowledgeBaseID: guide.knowledgeBaseID,
    name: "Step one: sign up",
    sort: 1,
  });
  guideSecond = await makeArticle(env, {
    knowledgeBaseID: guide.knowledgeBaseID,
    name: "Step two: say hello",
    sort: 2,
  });
  staff = await makeStaffKnowledgeBase(env, "Layout Staff Handbook");
  staffCategory = await makeCategory(env, staff.knowledgeBaseID, "Escalations");
  staffArticle = await makeArticle(env, {
    knowledgeBaseID: staff.knowledgeBaseID,
    knowledgeCategoryID: staffCategory.knowledgeCategoryID,
    name: "When to call the on-duty admin",
  });
});
afterAll(() => t.close());

function lookupUrl(view: string, recordType: string, recordID: string | number) {
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${view}&recordType=${recordType}&recordID=${encodeURIComponent(String(recordID))}`;
}

async function lookup(view: string, recordType: string, recordID: string | number, who: Who = "guest") {
  const response = await env.call("GET", lookupUrl(view, recordType, recordID), who);
  expect(response.statusCode, response.body).toBe(200);
  const layout = json<HydratedLayout>(response);
  const errors = nodes(layout.layout).filter((node) => node.$reactComponent === "LayoutError");
  expect(errors.map((node) => node.$reactProps)).toEqual([]);
  return layout;
}

const propsOf = (layout: HydratedLayout, component: string) =>
  nodes(layout.layout)
    .filter((node) => node.$reactComponent === component)
    .map((node) => node.$reactProps as Record<string, unknown>);

const only = (layout: HydratedLayout, component: string) => {
  const found = propsOf(layout, component);
  expect(found, component).toHaveLength(1);
  return found[0] as Record<string, unknown>;
};

const names = (list: unknown) => (list as { name: string }[]).map((item) => item.name);

describe("the knowledge view types through lookup-hydrate", () => {
  it("the knowledge home lists the knowledge bases a guest may read, and the featured articles", async () => {
    const layout = await lookup("knowledgeHome", "siteSection", 0);
    expect(layout).toMatchObject({ layoutViewType: "knowledgeHome", layoutID: "knowledgeHome" });
    const bases = names(only(layout, "KnowledgeBasesWidget").knowledgeBases);
    expect(bases).toEqual(expect.arrayContaining([helpCenter.name, guide.name]));
    expect(bases).not.toContain(staff.name);
    expect(names(only(layout, "ArticlesWidget").articles)).toContain(article.name);
    expect(only(layout, "Breadcrumbs").crumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Knowledge Base", url: "/kb" },
    ]);
    expect(layout.seo.title).toBe("Knowledge Base");
  });

  it("a help center's address is its home: the knowledge base refs resolve in the banner", async () => {
    const layout = await lookup("knowledgeBase", "knowledgeBase", helpCenter.urlCode);
    expect(layout.layoutViewType).toBe("helpCenterKnowledgeBase");
    const banner = only(layout, "BannerWidget");
    expect(banner).toMatchObject({ title: helpCenter.name, description: helpCenter.description });
    expect((banner.background as { image?: string }).image).toBe("/media/kb-banner.png");
    const tree = only(layout, "KnowledgeCategoryTree");
    expect(names(tree.categories)).toEqual(["Accounts", "Passwords"]);
    expect(tree.currentCategoryID).toBeNull();
    const lists = propsOf(layout, "ArticlesWidget");
    expect(lists.map((list) => names(list.articles))).toEqual([[article.name], [article.name]]);
    expect(only(layout, "KnowledgeSearchWidget").knowledgeBase).toEqual({
      knowledgeBaseID: helpCenter.knowledgeBaseID,
      name: helpCenter.name,
    });
    expect(layout.seo.title).toBe(helpCenter.name);
  });

  it("a category page: its name and trail, its articles, and the tree marking it", async () => {
    const layout = await lookup("helpCenterCategory", "knowledgeCategory", passwords.knowledgeCategoryID);
    expect(layout.layoutViewType).toBe("helpCenterCategory");
    expect(only(layout, "BannerWidget").title).toBe("Passwords");
    expect(names(only(layout, "ArticlesWidget").articles)).toEqual([article.name]);
    expect(only(layout, "KnowledgeCategoryTree")).toMatchObject({
      currentCategoryID: passwords.knowledgeCategoryID,
      currentIsPage: true,
    });
    expect(names(only(layout, "Breadcrumbs").crumbs)).toEqual([
      "Home",
      "Knowledge Base",
      helpCenter.name,
      "Accounts",
      "Passwords",
    ]);
  });

  it("a help center article: the article asset with its body, votes, and the article's trail", async () => {
    const layout = await lookup("helpCenterArticle", "article", article.articleID);
    expect(layout.layoutViewType).toBe("helpCenterArticle");
    const asset = only(layout, "ArticleAsset");
    const shown = asset.article as Article;
    expect(shown.name).toBe(article.name);
    expect(shown.body).toContain("<strong>Forgot password</strong>");
    // A guest edits nothing.
    expect(asset).toMatchObject({ editUrl: null, revisionsUrl: null, sourceDiscussion: null });
    expect(only(layout, "ArticleReactionsWidget")).toMatchObject({
      articleID: article.articleID,
      countHelpful: 0,
      countNotHelpful: 0,
      viewerReaction: null,
    });
    expect(names(only(layout, "Breadcrumbs").crumbs).slice(-2)).toEqual(["Accounts", "Passwords"]);
    expect(only(layout, "KnowledgeCategoryTree")).toMatchObject({
      currentCategoryID: passwords.knowledgeCategoryID,
      currentIsPage: false,
    });
    expect(layout.seo.title).toBe(article.name);
  });

  it("gives the knowledge base's editors the edit and revisions links", async () => {
    const layout = await lookup("helpCenterArticle", "article", article.articleID, "moderator");
    expect(only(layout, "ArticleAsset")).toMatchObject({
      editUrl: `/kb/articles/${article.articleID}/edit`,
      revisionsUrl: `/kb/articles/${article.articleID}/revisions`,
    });
  });

  it("a guide's address shows its first article, with next but no previous, and its contents", async () => {
    const layout = await lookup("knowledgeBase", "knowledgeBase", guide.urlCode);
    expect(layout.layoutViewType).toBe("guideArticle");
    expect((only(layout, "ArticleAsset").article as Article).articleID).toBe(guideFirst.articleID);
    const pager = only(layout, "GuidePager");
    expect(pager.previous).toBeNull();
    expect(pager.next).toMatchObject({ id: guideSecond.articleID, name: guideSecond.name });
    const toc = only(layout, "GuideTableOfContents");
    expect(names(toc.entries)).toEqual([guideFirst.name, guideSecond.name]);
    expect(toc.currentArticleID).toBe(guideFirst.articleID);
  });

  it("a guide's article asked for as a help center article is a guide article, with previous", async () => {
    const layout = await lookup("helpCenterArticle", "article", guideSecond.articleID);
    expect(layout.layoutViewType).toBe("guideArticle");
    expect(only(layout, "GuidePager")).toMatchObject({
      previous: { id: guideFirst.articleID },
      next: null,
    });
  });
});

describe("what a guest may not read", () => {
  it.each([
    ["knowledgeBase", "knowledgeBase", () => staff.urlCode],
    ["knowledgeBase", "knowledgeBase", () => staff.knowledgeBaseID],
    ["helpCenterCategory", "knowledgeCategory", () => staffCategory.knowledgeCategoryID],
    ["helpCenterArticle", "article", () => staffArticle.articleID],
  ])("%s %s answers 404 to a guest and a member, the page to staff", async (view, recordType, id) => {
    for (const who of ["guest", "member"] as const) {
      const response = await env.call("GET", lookupUrl(view, recordType, id()), who);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(404);
    }
    await lookup(view, recordType, id(), "moderator");
  });

  it.each([
    ["knowledgeBase", "no-such-knowledge-base"],
    ["article", 2147483647],
    ["knowledgeCategory", 2147483647],
    ["article", -1],
  ])("a %s that does not exist (%s) answers 404", async (recordType, id) => {
    const response = await get(t.app, lookupUrl("knowledgeBase", recordType, id));
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe("layouts applied to a knowledge base", () => {
  async function storedLayout(name: string): Promise<number> {
    const response = await env.call("POST", "/api/v2/layouts", "admin", {
      name,
      layoutViewType: "helpCenterArticle",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: "react.asset.article" },
            {
              $hydrate: "react.html",
              html: {
                $hydrate: "sprintf",
                format: "%s in %s",
                args: [
                  { $hydrate: "param", ref: "article/name" },
                  { $hydrate: "param", ref: "knowledgeBase/name" },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ layoutID: number }>().layoutID;
  }

  async function apply(layoutID: number, views: { recordType: string; recordID: number }[]) {
    const response = await env.call("PUT", `/api/v2/layouts/${layoutID}/views`, "admin", views);
    expect(response.statusCode, response.body).toBe(201);
  }

  it("the knowledge base's layout wins over the global one; other knowledge bases keep the global one", async () => {
    const global = await storedLayout("Global article layout");
    const own = await storedLayout("Help center article layout");
    await apply(global, [{ recordType: "global", recordID: -1 }]);
    await apply(own, [{ recordType: "knowledgeBase", recordID: helpCenter.knowledgeBaseID }]);
    const mine = await lookup("helpCenterArticle", "article", article.articleID);
    expect(mine.layoutID).toBe(own);
    // The param refs of the page resolve in a stored layout too.
    expect(only(mine, "HtmlWidget").html).toBe(`${article.name} in ${helpCenter.name}`);
    const other = await makeKnowledgeBase(env, { name: "Another Help Center" });
    const elsewhere = await makeArticle(env, { knowledgeBaseID: other.knowledgeBaseID, name: "Elsewhere" });
    expect((await lookup("helpCenterArticle", "article", elsewhere.articleID)).layoutID).toBe(global);
    const views = await env.call("GET", `/api/v2/layouts/${own}/views?expand=record`, "admin");
    expect(views.json()).toEqual([
      expect.objectContaining({
        recordType: "knowledgeBase",
        recordID: helpCenter.knowledgeBaseID,
        record: { name: helpCenter.name, url: helpCenter.url },
      }),
    ]);
    await env.call("DELETE", `/api/v2/layouts/${own}/views`, "admin");
    await env.call("DELETE", `/api/v2/layouts/${global}/views`, "admin");
  });

  it("refuses a knowledge base target for the knowledge home, and a knowledge base that does not exist", async () => {
    const home = await env.call("POST", "/api/v2/layouts", "admin", {
      name: "Knowledge home",
      layoutViewType: "knowledgeHome",
      layout: [],
    });
    expect(home.statusCode, home.body).toBe(201);
    const homeID = home.json<{ layoutID: number }>().layoutID;
    const wrongType = await env.call("PUT", `/api/v2/layouts/${homeID}/views`, "admin", [
      { recordType: "knowledgeBase", recordID: helpCenter.knowledgeBaseID },
    ]);
    expect(wrongType.statusCode).toBe(400);
    const article = await storedLayout("Unapplied");
    const missing = await env.call("PUT", `/api/v2/layouts/${article}/views`, "admin", [
      { recordType: "knowledgeBase", recordID: 2147483647 },
    ]);
    expect(missing.statusCode).toBe(400);
  });

  it("the catalogue offers the knowledge refs and the article asset for article pages", async () => {
    const response = await get(t.app, "/api/v2/layouts/catalog?layoutViewType=guideArticle");
    expect(response.statusCode).toBe(200);
    const catalog = response.json<{
      layoutParams: Record<string, unknown>;
      assets: Record<string, unknown>;
    }>();
    expect(Object.keys(catalog.layoutParams)).toEqual(
      expect.arrayContaining(["knowledgeBase/name", "knowledgeBase/description", "article/name"]),
    );
    expect(catalog.assets["react.asset.article"]).toMatchObject({ isRequired: true });
  });
});

describe("the knowledge pages as HTML", () => {
  function rootHtml(body: string): string {
    const start = body.indexOf('<div id="root">');
    const end = body.indexOf('<script id="__QUORUM_STATE__"');
    return start < 0 || end < 0 ? "" : body.slice(start, end);
  }

  const PAGES: [string, () => string, () => string][] = [
    ["the knowledge home", () => "/kb", () => helpCenter.name],
    ["a help center", () => helpCenter.url, () => helpCenter.name],
    ["a category", () => passwords.url, () => article.name],
    ["an article", () => article.url, () => article.name],
    ["a guide", () => guide.url, () => guideFirst.name],
  ];

  it.each(PAGES)("%s answers 200, server-rendered with its content", async (_page, url, text) => {
    const response = await get(t.app, url());
    expect(response.statusCode, url()).toBe(200);
    const html = rootHtml(response.body);
    expect(html).toContain(text());
    expect(html).toContain("<h1");
  });

  it("an article page holds the article's title as its heading and the body's text", async () => {
    const html = rootHtml((await get(t.app, article.url)).body);
    expect(html).toMatch(/<h1[^>]*>Resetting a lost password<\/h1>/);
    expect(html).toContain("<strong>Forgot password</strong>");
    expect(html).toMatch(/<a [^>]*href="\/kb\/categories\/\d+-passwords"/);
  });

  it("answers 404 for a knowledge base or article a guest may not read", async () => {
    expect((await get(t.app, staff.url)).statusCode).toBe(404);
    expect((await get(t.app, staffArticle.url)).statusCode).toBe(404);
    expect((await get(t.app, staffArticle.url, env.cookies.moderator)).statusCode).toBe(200);
  });
});
