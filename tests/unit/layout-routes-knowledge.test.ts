// @vitest-environment node
// The knowledge base's layout routes (docs/reference/routes.md#layout-routes): /kb, /kb/{urlCode},
// /kb/categories/{id}-{slug}, /kb/articles/{id}-{slug}, under a site section's prefix too; the app pages under /kb
// (search, the article editor) are never taken for a knowledge base.
import { describe, expect, it } from "vitest";
import { matchLayoutRoute, matchRoute, type RouteTable } from "../../src/lib/layout-routes";

const table: RouteTable = {
  siteSections: [{ siteSectionID: 1, slug: "fr", locale: "fr" }],
  customPages: [{ customPageID: 7, urlcode: "kb-guidelines", siteSectionID: 0 }],
};

const match = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return matchRoute(parsed.pathname, parsed.search, table);
};

describe("knowledge base routes", () => {
  it("/kb is the section's knowledge home, always on", () => {
    expect(match("/kb")).toEqual({
      query: { layoutViewType: "knowledgeHome", recordType: "siteSection", recordID: 0, params: {} },
      flag: null,
      siteSectionID: 0,
    });
    expect(match("/kb/")?.query.layoutViewType).toBe("knowledgeHome");
  });

  it("/kb/{urlCode} asks for the knowledge base by its code, kept as text even when it is digits", () => {
    expect(match("/kb/help?page=2")?.query).toEqual({
      layoutViewType: "knowledgeBase",
      recordType: "knowledgeBase",
      recordID: "help",
      params: { page: "2" },
    });
    expect(match("/kb/2024")?.query.recordID).toBe("2024");
    expect(match("/kb/caf%C3%A9")?.query.recordID).toBe("café");
  });

  it("/kb/categories/{id}-{slug} is a help center category page, with or without its slug", () => {
    expect(match("/kb/categories/12-account-and-profile?page=3")?.query).toEqual({
      layoutViewType: "helpCenterCategory",
      recordType: "knowledgeCategory",
      recordID: 12,
      params: { page: "3", knowledgeCategoryID: 12 },
    });
    expect(match("/kb/categories/12")?.query.recordID).toBe(12);
  });

  it("/kb/articles/{id}-{slug} is an article page (the server picks the guide's view type)", () => {
    expect(match("/kb/articles/5-how-do-i-change-my-display-name")?.query).toEqual({
      layoutViewType: "helpCenterArticle",
      recordType: "article",
      recordID: 5,
      params: { articleID: 5 },
    });
    expect(match("/kb/articles/5/")?.query.recordID).toBe(5);
  });

  it("carries the site section and its locale under a section's prefix", () => {
    expect(match("/fr/kb")).toMatchObject({
      query: { layoutViewType: "knowledgeHome", recordType: "siteSection", recordID: 1 },
      siteSectionID: 1,
    });
    expect(match("/fr/kb/articles/5-bonjour")?.query.params).toEqual({
      siteSectionID: 1,
      locale: "fr",
      articleID: 5,
    });
    expect(match("/fr/kb/aide")?.query).toMatchObject({ recordID: "aide", params: { siteSectionID: 1 } });
  });

  it.each([
    "/kb/search",
    "/kb/search?query=password&knowledgeBaseID=1",
    "/kb/articles",
    "/kb/articles/add",
    "/kb/articles/add?knowledgeBaseID=1&knowledgeCategoryID=2",
    "/kb/articles/12/edit",
    "/kb/articles/12/revisions",
    "/kb/categories",
    "/kb/categories/abc",
    "/kb/help/extra",
    "/kb/%E0%A4%A",
    `/kb/${"x".repeat(101)}`,
  ])("leaves %s to the app routes (or a 404)", (url) => {
    expect(match(url)).toBeNull();
  });

  it("does not let a custom page's code shadow the knowledge home, and keeps custom pages matching", () => {
    expect(match("/kb-guidelines")?.query.layoutViewType).toBe("customPage");
  });

  it("is never switched off by a feature flag", () => {
    const off = { discussionList: false, categoryList: false, post: false, createPost: false };
    expect(matchLayoutRoute("/kb/articles/5-x", "", table, off)?.layoutViewType).toBe("helpCenterArticle");
  });
});
