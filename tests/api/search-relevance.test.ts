// Search relevance on a fixed corpus (tests/api/search-corpus.ts): each query with its expected top results — a
// title hit above a body hit, quoted phrases, English and French stemming, CJK, exclusion, or, filters, sorts,
// paging headers, excerpts, facets and "did you mean" (docs/reference/search.md).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, comments, discussions } from "../../src/server/db/schema";
import { invalidateCategoryIndex } from "../../src/server/services/category-index";
import { refreshSearchDictionary } from "../../src/server/services/search/dictionary";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSummary } from "../../src/types/generated/api/search-summary";
import { type Corpus, seedCorpus } from "./search-corpus";
import { createTestApp, get, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let corpus: Corpus;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  corpus = await seedCorpus(t.database.db);
  await refreshSearchDictionary(t.database.db);
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

type Params = Record<string, string | number | string[]>;

function url(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return `/api/v2/${path}?${search.toString()}`;
}

/** The corpus categories, so the demo's own posts never compete. */
const inCorpus = (): Params => ({ categoryIDs: [String(corpus.lab), String(corpus.labFr)] });

async function search(params: Params, cookie?: string) {
  const response = await get(t.app, url("search", { ...inCorpus(), limit: 50, ...params }), cookie);
  expect(response.statusCode, response.body).toBe(200);
  const results = response.json<SearchResult[]>();
  return { results, response, keys: results.map((result) => keyOf(result)) };
}

async function summary(params: Params, cookie?: string): Promise<SearchSummary> {
  const response = await get(t.app, url("search/summary", { ...inCorpus(), ...params }), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchSummary>();
}

/** A result's corpus key ("jams", "jamsComment"…). */
function keyOf(result: SearchResult): string {
  const wanted = result.recordType === "comment" ? /Comment$/ : /^(?!.*Comment$)/;
  const entry = Object.entries(corpus.ids).find(([key, id]) => id === result.recordID && wanted.test(key));
  return entry?.[0] ?? `${result.recordType}:${result.recordID}`;
}

interface Case {
  query: string;
  params?: Params;
  /** The first results, in this order. */
  top?: string[];
  /** The first results, in any order. */
  topSet?: string[];
  /** Exactly these results, in any order. */
  exactly?: string[];
}

const CASES: Case[] = [
  { query: "running", top: ["runTitle", "runBody"] },
  { query: "run", topSet: ["runTitle", "runBody", "driver"] },
  { query: "runs", topSet: ["runTitle", "runBody", "driver"] },
  { query: '"blue harbor light"', exactly: ["phrase"] },
  { query: "blue harbor light", exactly: ["phrase", "order"] },
  { query: "printer", topSet: ["driver", "jams"], exactly: ["driver", "jams", "jamsComment"] },
  { query: "printer -jams", exactly: ["driver"] },
  { query: "marmalade", topSet: ["quantum", "storage"], exactly: ["quantum", "storage", "quantumComment"] },
  { query: "quantum marmalade", top: ["quantum"] },
  { query: "printer marmalade", exactly: [] },
  {
    query: "printer or marmalade",
    exactly: ["driver", "jams", "jamsComment", "quantum", "storage", "quantumComment"],
  },
  {
    query: "printer marmalade",
    params: { queryOperator: "or" },
    exactly: ["driver", "jams", "jamsComment", "quantum", "storage", "quantumComment"],
  },
  {
    query: "printer marmalade -jams",
    params: { queryOperator: "or" },
    exactly: ["driver", "quantum", "storage", "quantumComment"],
  },
  { query: "gramophone", top: ["new", "old"] },
  { query: "gramophone", params: { sort: "dateInserted" }, top: ["old", "new"] },
  { query: "gramophone", params: { sort: "-dateInserted" }, top: ["new", "old"] },
  { query: "gramophone", params: { dateInserted: "<2021-01-01" }, exactly: ["old"] },
  { query: "gramophone", params: { dateInserted: "[2020-01-15,2020-01-15]" }, exactly: ["old"] },
  { query: "gramophone", params: { dateInserted: "2020-01-15" }, exactly: ["old"] },
  { query: "gramophone", params: { dateInserted: ">=2021-01-01" }, exactly: ["new"] },
  { query: "dark theme", params: { types: "idea" }, exactly: ["idea"] },
  { query: "dark theme", params: { types: "question" }, exactly: [] },
  { query: "password", params: { types: ["question", "discussion"] }, exactly: ["question"] },
  { query: "dark", params: { insertUserNames: "moderator" }, exactly: ["idea"] },
  { query: "dark", params: { insertUserNames: "member" }, exactly: [] },
  { query: "driver", params: { name: "jams" }, exactly: ["jams"] },
  { query: "", params: { tags: ["tips", "beginner"], tagOperator: "and" }, exactly: ["runTitle"] },
  { query: "", params: { tags: ["tips", "beginner"], tagOperator: "or" }, exactly: ["runTitle", "storage"] },
  { query: "manger", exactly: ["chats"] },
  { query: "chat", exactly: ["chats"] },
  { query: "imprimante", exactly: ["imprimante"] },
  { query: "タワー", exactly: ["tokyo"] },
  { query: "東京", exactly: ["tokyo"] },
  { query: "서울", exactly: ["seoul"] },
  { query: "printer", params: { recordTypes: "comment" }, exactly: ["jamsComment"] },
  { query: "printer", params: { recordTypes: "discussion" }, exactly: ["driver", "jams"] },
];

function label(test: Case): string {
  return `${test.query || "(blank)"} ${test.params ? JSON.stringify(test.params) : ""}`.trim();
}

describe("search relevance on the fixed corpus", () => {
  it("has at least 25 queries", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES.map((test) => [label(test), test] as const))("%s", async (_, test) => {
    const { keys } = await search({ query: test.query, ...test.params });
    if (test.top) expect(keys.slice(0, test.top.length)).toEqual(test.top);
    if (test.topSet) expect([...keys.slice(0, test.topSet.length)].sort()).toEqual([...test.topSet].sort());
    if (test.exactly) expect([...keys].sort()).toEqual([...test.exactly].sort());
  });

  it("answers paging headers and pages through the ranked list", async () => {
    const query = "printer or marmalade or gramophone";
    const first = await search({ query, limit: 3 });
    expect(first.response.headers["x-app-page-result-count"]).toBe("8");
    expect(first.response.headers["x-app-page-current"]).toBe("1");
    expect(first.response.headers["x-app-page-limit"]).toBe("3");
    expect(String(first.response.headers["x-app-page-next-url"])).toContain("page=2");
    const third = await search({ query, limit: 3, page: 3 });
    expect(third.keys).toHaveLength(2);
    expect(third.response.headers["x-app-page-next-url"]).toBeUndefined();
    const second = await search({ query, limit: 3, page: 2 });
    const all = [...first.keys, ...second.keys, ...third.keys];
    expect(new Set(all).size).toBe(8);
  });

  it("describes each result: url, names, comment permalinks, labels, expands", async () => {
    const { results } = await search({ query: "printer", expand: "all" });
    const jams = results.find((result) => keyOf(result) === "jams");
    expect(jams).toMatchObject({
      recordType: "discussion",
      type: "discussion",
      name: "Printer jams every morning",
      url: `/discussion/${corpus.ids.jams}/printer-jams-every-morning`,
      categoryID: corpus.lab,
      isForeign: false,
      insertUser: { name: "member" },
    });
    expect(jams?.breadcrumbs?.map((crumb) => crumb.name)).toEqual(["Home", "Search Lab"]);
    expect(typeof jams?.score).toBe("number");
    const comment = results.find((result) => keyOf(result) === "jamsComment");
    expect(comment).toMatchObject({
      recordType: "comment",
      type: "comment",
      name: "Printer jams every morning",
      url: `/discussion/comment/${corpus.ids.jamsComment}#Comment_${corpus.ids.jamsComment}`,
      discussionID: corpus.ids.jams,
    });
    const { results: question } = await search({ query: "password" });
    expect(question[0]?.labelCodes).toContain("question");
  });

  it("highlights the matched words in sanitized excerpts", async () => {
    const { results } = await search({ query: "driver" });
    const driver = results.find((result) => keyOf(result) === "driver");
    expect(driver?.body).toContain("<mark>driver</mark>");
    const { results: xss } = await search({ query: "xylophonist" });
    expect(xss[0]?.body).toContain("<mark>xylophonist</mark>");
    expect(xss[0]?.body).not.toMatch(/<script|<img|onerror/i);
    const { results: tokyo } = await search({ query: "タワー" });
    expect(tokyo[0]?.body).toContain("<mark>タワー</mark>");
  });

  it("finds categories, places and (with profiles.view) members", async () => {
    const categories = await search({ query: "lab", recordTypes: "category" });
    expect(categories.results.map((result) => result.name)).toContain("Search Lab");
    const places = await search({ query: "search lab", recordTypes: "place" });
    expect(places.results[0]).toMatchObject({
      recordType: "place",
      type: "category",
      url: "/categories/search-lab",
    });
    const sections = await search({ query: "francophone", recordTypes: "place" });
    expect(sections.results[0]).toMatchObject({ type: "siteSection", url: "/fr" });
    const asGuest = await search({ query: "moderator", recordTypes: "user" });
    expect(asGuest.results).toEqual([]);
    const asMember = await search({ query: "moderator", recordTypes: "user" }, member);
    expect(asMember.results[0]).toMatchObject({
      recordType: "user",
      name: "moderator",
      url: "/profile/moderator",
    });
  });

  it("counts hits per record type and per category, and warns about dropped filters", async () => {
    const facets = await summary({ query: "printer" });
    expect(facets.total).toBe(3);
    expect(facets.recordTypes).toMatchObject({ discussion: 2, comment: 1, article: 0 });
    expect(facets.categories).toEqual([{ categoryID: corpus.lab, name: "Search Lab", count: 3 }]);
    expect(facets.warnings).toEqual([]);
    const dropped = await summary({ query: "lab", recordTypes: "category", types: "idea" });
    expect(dropped.warnings.join(" ")).toContain("types");
    expect(dropped.warnings.join(" ")).toContain("categoryIDs");
  });

  it("suggests the right word for a typo, from words a guest may read", async () => {
    expect((await summary({ query: "permisions" })).didYouMean).toBe("permissions");
    expect((await summary({ query: "quantum marmelade" })).didYouMean).toBe("quantum marmalade");
    expect((await summary({ query: "printer" })).didYouMean).toBeNull();
  });

  it("suggests places first, then discussions, then the create option", async () => {
    const response = await get(t.app, url("search/suggestions", { query: "printer", limit: 10 }), member);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<{ type: string; label: string; url?: string; source: string }[]>();
    expect(options.at(-1)).toEqual({ type: "create", label: "Search for printer", source: "search" });
    expect(options.filter((option) => option.type === "discussion").map((option) => option.label)).toEqual(
      expect.arrayContaining(["Installing the printer driver", "Printer jams every morning"]),
    );
    const places = await get(t.app, url("search/suggestions", { query: "search la" }));
    const first = places.json<{ type: string; label: string }[]>()[0];
    expect(first).toMatchObject({ type: "place", label: "Search Lab" });
  });

  it("searches categories by name for the picker, with breadcrumbs", async () => {
    const response = await get(t.app, url("categories/search", { query: "lab", expand: "breadcrumbs" }));
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<{ name: string; breadcrumbs?: { name: string }[] }[]>();
    expect(found.map((category) => category.name)).toContain("Search Lab");
    const labo = found.find((category) => category.name === "Labo de recherche");
    expect(labo?.breadcrumbs?.map((crumb) => crumb.name)).toEqual(["Home", "Community", "Labo de recherche"]);
  });

  it("re-indexes a category's posts in the French configuration when it moves into the French section", async () => {
    const { db } = t.database;
    const [moved] = await db
      .insert(categories)
      .values({ name: "Move Lab", urlcode: "move-lab", parentCategoryID: -1 })
      .returning({ categoryID: categories.categoryID });
    const categoryID = moved?.categoryID ?? 0;
    const [post] = await db
      .insert(discussions)
      .values({ name: "Chat du soir", body: "Mon chien mange vite.", categoryID, insertUserID: 1 })
      .returning({ discussionID: discussions.discussionID });
    await db
      .insert(comments)
      .values({ discussionID: post?.discussionID ?? 0, body: "Le chat mange aussi.", insertUserID: 1 });
    invalidateCategoryIndex(db);
    const find = async () =>
      (await search({ query: "manger", categoryIDs: String(categoryID) })).results.length;
    // English stems "mange" to "mang" and leaves "manger" alone: no match.
    expect(await find()).toBe(0);
    const community = await categoryIDByUrlcode(db, "community");
    await db
      .update(categories)
      .set({ parentCategoryID: community, depth: 2 })
      .where(eq(categories.categoryID, categoryID));
    invalidateCategoryIndex(db);
    expect(await find()).toBe(2);
  });

  it("keeps the index in step with edits in the same transaction", async () => {
    await t.database.db
      .update(discussions)
      .set({ name: "Harpsichord tuning" })
      .where(eq(discussions.discussionID, corpus.ids.storage ?? 0));
    expect((await search({ query: "harpsichord" })).keys).toEqual(["storage"]);
    expect((await search({ query: "storage" })).keys).toEqual([]);
  });
});
