// Search never shows what the viewer may not view: the staff-only discussion and comment of the corpus (both
// holding "zorbulax", as do their excerpts' neighbours) reach no result, excerpt, count, facet, suggestion,
// category search or "did you mean" of a guest or of a member without the permission; a moderator finds them, so
// the checks can see them. Bad input answers 400 with the error body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshSearchDictionary } from "../../src/server/services/search/dictionary";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSummary } from "../../src/types/generated/api/search-summary";
import { type Corpus, SECRET_WORD, seedCorpus } from "./search-corpus";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

let t: TestApp;
let corpus: Corpus;
const cookies: Record<"guest" | "member" | "moderator", string | undefined> = {
  guest: undefined,
  member: undefined,
  moderator: undefined,
};

beforeAll(async () => {
  t = await createTestApp();
  corpus = await seedCorpus(t.database.db);
  await refreshSearchDictionary(t.database.db);
  cookies.member = await signIn(t.app, "member");
  cookies.moderator = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

const q = (path: string, params: Record<string, string>) =>
  `/api/v2/${path}?${new URLSearchParams(params).toString()}`;

/** Every answer a search route gives for the secret word or its neighbours. */
const PROBES = [
  q("search", { query: SECRET_WORD }),
  q("search", { query: SECRET_WORD, recordTypes: "comment" }),
  q("search", { query: "marmalade", recordTypes: "discussion,comment", expand: "all" }),
  q("search", { query: "permissions plan" }),
  q("search", { query: "marmalade", recordTypes: "comment" }),
  q("search/summary", { query: SECRET_WORD }),
  q("search/summary", { query: "marmalade" }),
  q("search/summary", { query: "zorbulaks" }),
  q("search/suggestions", { query: SECRET_WORD }),
  q("search/suggestions", { query: "Permissions plan" }),
  q("search/suggestions", { query: "Staff" }),
  q("categories/search", { query: "staff" }),
  q("categories/search", { query: "Lounge" }),
];

describe.each(["guest", "member"] as const)("search as a %s without the staff permission", (who) => {
  it.each(PROBES)("%s holds nothing private", async (url) => {
    const response = await get(t.app, url, cookies[who]);
    expect(response.statusCode, response.body).toBe(200);
    // The suggestions' create option repeats the viewer's own query: not a leak.
    const body = response.body.replace(
      /\{"label":"Search for [^"]*","type":"create","source":"search"\}/,
      "",
    );
    expect(body.toLowerCase()).not.toContain(SECRET_WORD);
    expect(body).not.toContain("Staff Lounge");
    expect(body).not.toContain("Permissions plan");
  });

  it("finds and counts none of the private posts", async () => {
    const results = (await get(t.app, q("search", { query: SECRET_WORD }), cookies[who])).json<
      SearchResult[]
    >();
    expect(results).toEqual([]);
    const summary = (
      await get(t.app, q("search/summary", { query: "marmalade" }), cookies[who])
    ).json<SearchSummary>();
    // Public: the quantum recipe, the storage post and the comment on the recipe; not the staff post or comment.
    expect(summary.recordTypes).toMatchObject({ discussion: 2, comment: 1 });
    expect(summary.categories.map((category) => category.categoryID)).not.toContain(corpus.staff);
  });

  it("asks for the private category by ID and gets nothing", async () => {
    const response = await get(
      t.app,
      q("search", { query: "marmalade", categoryID: String(corpus.staff) }),
      cookies[who],
    );
    expect(response.json()).toEqual([]);
    expect(response.headers["x-app-page-result-count"]).toBe("0");
  });

  it("never suggests a private word", async () => {
    const summary = (
      await get(t.app, q("search/summary", { query: "zorbulaks" }), cookies[who])
    ).json<SearchSummary>();
    expect(summary.didYouMean).toBeNull();
  });
});

describe("search as a moderator", () => {
  it("finds the staff posts, so the checks above can see them", async () => {
    const response = await get(t.app, q("search", { query: SECRET_WORD }), cookies.moderator);
    const keys = response.json<SearchResult[]>().map((result) => `${result.recordType}:${result.recordID}`);
    expect(keys.sort()).toEqual(
      [`discussion:${corpus.ids.secret}`, `comment:${corpus.ids.secretComment}`].sort(),
    );
    const categories = await get(t.app, q("categories/search", { query: "Lounge" }), cookies.moderator);
    expect(categories.body).toContain("Staff Lounge");
  });
});

describe("bad input", () => {
  it.each([
    ["search", { query: "x", dateInserted: "yesterday" }, "dateInserted"],
    ["search", { query: "x", dateInserted: "[2026-02-30,2026-03-01]" }, "dateInserted"],
    ["search", { query: "x", sort: "score" }, "sort"],
    ["search", { query: "x", limit: "0" }, "limit"],
    ["search", { query: "x", page: "0" }, "page"],
    ["search", { query: "x", recordTypes: "everything" }, "recordTypes"],
    ["search", { query: "x", siteSectionID: "999" }, "siteSectionID"],
    ["search", { query: "x", unknown: "1" }, undefined],
    ["search/summary", { query: "x", dateInserted: ">=soon" }, "dateInserted"],
    ["search/suggestions", {}, "query"],
    ["search/suggestions", { query: "x", limit: "500" }, "limit"],
    ["categories/search", {}, "query"],
    ["categories/search", { query: "x", limit: "51" }, "limit"],
  ] as const)("%s %j answers 400 with the error body", async (path, params, field) => {
    const response = await get(t.app, q(path, params));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.status).toBe(400);
    expect(typeof body.message).toBe("string");
    if (field) expect(Object.keys(body.errors ?? {}).join(" ")).toContain(field);
  });
});
