// Knowledge-base articles in search (docs/reference/search.md#sources): found by title, excerpt and body with the
// matches marked, narrowed by the article filters (knowledge base, knowledge categories with those below them,
// authors), dropped filters named in the warnings, and never an article the viewer may not read — a draft, a deleted
// article, one of a knowledge base the viewer may not view or of a deleted one — in results, counts, suggestions or
// "did you mean".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshSearchDictionary } from "../../src/server/services/search/dictionary";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSuggestion } from "../../src/types/generated/api/search-suggestion";
import type { SearchSummary } from "../../src/types/generated/api/search-summary";
import {
  type KnowledgeCorpus,
  PUBLIC_ARTICLE_WORD,
  SECRET_ARTICLE_WORD,
  seedKnowledgeCorpus,
} from "./knowledge-corpus";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

let t: TestApp;
let kb: KnowledgeCorpus;
let member: string;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp();
  kb = await seedKnowledgeCorpus(t.database.db);
  await refreshSearchDictionary(t.database.db);
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

type Params = Record<string, string | number | readonly (string | number)[]>;

function url(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return `/api/v2/${path}?${search.toString()}`;
}

async function search(params: Params, cookie?: string): Promise<SearchResult[]> {
  const response = await get(t.app, url("search", params), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult[]>();
}

async function summary(params: Params, cookie?: string): Promise<SearchSummary> {
  const response = await get(t.app, url("search/summary", params), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchSummary>();
}

const ids = (results: readonly SearchResult[]) =>
  results.map((result) => result.recordID).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe("finding articles", () => {
  it("finds an article by a title word, with its address, knowledge base and category", async () => {
    const [found, ...rest] = await search({
      query: "invoice export",
      recordTypes: "article",
      knowledgeBaseID: kb.bases.help,
    });
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      recordType: "article",
      type: "article",
      recordID: kb.articles.export,
      name: "Quasiflux invoice export",
      url: `/kb/articles/${kb.articles.export}-quasiflux-invoice-export`,
      knowledgeBaseID: kb.bases.help,
      knowledgeCategoryID: kb.categories.billing,
      dateInserted: "2026-03-01T10:00:00.000Z",
    });
  });

  it("finds words of the body and marks them in the excerpt", async () => {
    const [found] = await search({ query: "card", recordTypes: "article", knowledgeBaseID: kb.bases.help });
    expect(found?.recordID).toBe(kb.articles.refunds);
    expect(found?.body).toContain("<mark>card</mark>");
  });

  it("ranks a title match above a body match", async () => {
    const results = await search({ query: PUBLIC_ARTICLE_WORD, recordTypes: "article" });
    expect(results.map((result) => result.recordID)).toEqual([kb.articles.export, kb.articles.refunds]);
  });

  it("finds CJK text inside a run", async () => {
    const results = await search({ query: "設定", recordTypes: "article", knowledgeBaseID: kb.bases.help });
    expect(ids(results)).toEqual([kb.articles.japanese]);
    expect(results[0]?.body).toContain("<mark>設定</mark>");
  });

  it("lists the newest articles for a blank query narrowed by a filter, by publication date", async () => {
    const results = await search({
      recordTypes: "article",
      knowledgeBaseID: kb.bases.help,
      sort: "-dateInserted",
    });
    expect(results.map((result) => result.recordID)).toEqual([
      kb.articles.refunds,
      kb.articles.export,
      kb.articles.password,
      kb.articles.japanese,
    ]);
  });

  it("expands the author and the way to the article", async () => {
    const [found] = await search({
      query: "refund",
      recordTypes: "article",
      knowledgeBaseID: kb.bases.help,
      expand: "all",
    });
    expect(found?.insertUser?.name).toBe("moderator");
    expect(found?.breadcrumbs).toEqual([
      { name: "Quorum Help Center", url: "/kb/kb-search-help" },
      { name: "Billing", url: `/kb/categories/${kb.categories.billing}-billing` },
      { name: "Invoices", url: `/kb/categories/${kb.categories.invoices}-invoices` },
    ]);
  });

  it("is part of the default search of every type and counted for its tab", async () => {
    const facets = await summary({ query: PUBLIC_ARTICLE_WORD });
    expect(facets.recordTypes).toMatchObject({ article: 2 });
    const all = await search({ query: PUBLIC_ARTICLE_WORD, recordTypes: "discussion,comment,article" });
    expect(all.filter((result) => result.recordType === "article")).toHaveLength(2);
  });
});

describe("article filters", () => {
  it("narrows to knowledge categories, those below them included", async () => {
    const billing = await search({ recordTypes: "article", knowledgeCategoryIDs: [kb.categories.billing] });
    expect(ids(billing)).toEqual(sorted([kb.articles.export, kb.articles.refunds]));
    const invoices = await search({ recordTypes: "article", knowledgeCategoryIDs: [kb.categories.invoices] });
    expect(ids(invoices)).toEqual([kb.articles.refunds]);
    const two = await search({
      recordTypes: "article",
      knowledgeCategoryIDs: [kb.categories.invoices, kb.categories.accounts],
    });
    expect(ids(two)).toEqual(sorted([kb.articles.refunds, kb.articles.password, kb.articles.japanese]));
  });

  it("narrows to authors, by name or ID, without a warning", async () => {
    const results = await search({
      query: PUBLIC_ARTICLE_WORD,
      recordTypes: "article",
      insertUserNames: "moderator",
    });
    expect(ids(results)).toEqual([kb.articles.refunds]);
    const facets = await summary({
      query: PUBLIC_ARTICLE_WORD,
      recordTypes: "article",
      insertUserNames: "moderator",
    });
    expect(facets.warnings).toEqual([]);
  });

  it("takes the title and date filters of every type", async () => {
    const inHelp = { recordTypes: "article", knowledgeBaseID: kb.bases.help };
    expect(ids(await search({ ...inHelp, name: "refund" }))).toEqual([kb.articles.refunds]);
    const march = await search({ ...inHelp, dateInserted: "[2026-03-01,2026-03-31]" });
    expect(ids(march)).toEqual([kb.articles.export]);
  });

  it("finds nothing in a knowledge base the viewer may not view, asked for by ID", async () => {
    for (const knowledgeBaseID of [kb.bases.staff, kb.bases.gone]) {
      const response = await get(t.app, url("search", { recordTypes: "article", knowledgeBaseID }), member);
      expect(response.json()).toEqual([]);
      expect(response.headers["x-app-page-result-count"]).toBe("0");
    }
  });

  it("drops discussion filters with a warning when only articles are searched", async () => {
    const asked = { query: "refund", recordTypes: "article", knowledgeBaseID: kb.bases.help, categoryID: 1 };
    const facets = await summary({ ...asked, types: "question" });
    expect(facets.warnings.join(" ")).toContain("types");
    expect(facets.warnings.join(" ")).toContain("categoryID");
    expect(ids(await search(asked))).toEqual([kb.articles.refunds]);
  });

  it("drops article filters with a warning when no article is searched", async () => {
    const facets = await summary({
      query: "refund",
      recordTypes: "discussion",
      knowledgeBaseID: kb.bases.help,
      knowledgeCategoryIDs: [kb.categories.billing],
    });
    expect(facets.warnings).toEqual([
      "The knowledgeBaseID filter applies to articles only: it was ignored.",
      "The knowledgeCategoryIDs filter applies to articles only: it was ignored.",
    ]);
    const members = await summary({ query: "mod", recordTypes: "user", insertUserNames: "admin" });
    expect(members.warnings).toEqual([
      "The insertUserNames filter applies to discussions, comments and articles only: it was ignored.",
    ]);
  });
});

describe("permissions", () => {
  const probes = () => [
    url("search", { query: SECRET_ARTICLE_WORD, recordTypes: "article" }),
    url("search", { query: SECRET_ARTICLE_WORD, recordTypes: "discussion,comment,category,user,article" }),
    url("search", { query: "runbook", recordTypes: "article", expand: "all" }),
    url("search", { recordTypes: "article", expand: "all", limit: 100 }),
    url("search/summary", { query: SECRET_ARTICLE_WORD }),
    url("search/summary", { query: "zyxquorb", recordTypes: "article" }),
    url("search/suggestions", { query: "Escalation" }),
    url("search/suggestions", { query: "Retired" }),
    url("search/suggestions", { query: "Quasiflux pri" }),
  ];

  it.each(["guest", "member"] as const)("a %s meets no article they may not read", async (who) => {
    for (const probe of probes()) {
      const response = await get(t.app, probe, who === "member" ? member : undefined);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.body.replace(
        /\{"label":"Search for [^"]*","type":"create","source":"search"\}/,
        "",
      );
      expect(body.toLowerCase(), probe).not.toContain(SECRET_ARTICLE_WORD);
      for (const name of [
        "Escalation runbook",
        "Retired setup guide",
        "Quasiflux pricing draft",
        "Old quasiflux",
      ])
        expect(body, probe).not.toContain(name);
    }
    const facets = await summary({ query: SECRET_ARTICLE_WORD }, who === "member" ? member : undefined);
    expect(facets.recordTypes.article).toBe(0);
    expect(facets.didYouMean).toBeNull();
  });

  it("shows a moderator the staff handbook, and still no draft or deleted article", async () => {
    const results = await search({ query: SECRET_ARTICLE_WORD, recordTypes: "article" }, moderator);
    expect(ids(results)).toEqual([kb.articles.staff]);
    const facets = await summary({ query: SECRET_ARTICLE_WORD }, moderator);
    expect(facets.recordTypes.article).toBe(1);
  });
});

describe("suggestions and did you mean", () => {
  it("suggests articles whose title holds the words typed, the last as a prefix", async () => {
    const response = await get(t.app, url("search/suggestions", { query: "invoice exp" }));
    const articles = response
      .json<SearchSuggestion[]>()
      .filter((suggestion) => suggestion.type === "article");
    expect(articles).toEqual([
      {
        label: "Quasiflux invoice export",
        type: "article",
        source: "articles",
        url: `/kb/articles/${kb.articles.export}-quasiflux-invoice-export`,
        data: { recordID: kb.articles.export, knowledgeBaseID: kb.bases.help },
      },
    ]);
  });

  it("learns the words of articles guests may read", async () => {
    expect((await summary({ query: "quasiflx", recordTypes: "article" })).didYouMean).toBe(
      PUBLIC_ARTICLE_WORD,
    );
  });
});

describe("bad input", () => {
  it.each([
    [{ query: "x", knowledgeBaseID: "0" }, "knowledgeBaseID"],
    [{ query: "x", knowledgeBaseID: "2147483648" }, "knowledgeBaseID"],
    [{ query: "x", knowledgeBaseID: "help" }, "knowledgeBaseID"],
    [{ query: "x", knowledgeCategoryIDs: "abc" }, "knowledgeCategoryIDs"],
    [{ query: "x", knowledgeCategoryIDs: "-1" }, "knowledgeCategoryIDs"],
  ])("%o answers 400 on %s", async (params, field) => {
    const response = await get(t.app, url("search", params));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json<ErrorBody>())).toContain(field);
  });
});
