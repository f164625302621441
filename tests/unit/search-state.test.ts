// The search page's address (src/client/pages/search/search-state.ts, date-range.ts): every filter read from it and
// written back to the same address, the older and widget forms it also reads, what bad values become, and the
// requests built from it.
import { describe, expect, it } from "vitest";
import { searchFilterPairs } from "../../src/client/api/search";
import { dateRangeFrom, dateRangeParam } from "../../src/client/pages/search/date-range";
import {
  EMPTY_SEARCH,
  isSearchable,
  readSearchState,
  resultsRequest,
  searchStateParams,
  summaryRequest,
} from "../../src/client/pages/search/search-state";

const roundTrip = (search: string) =>
  searchStateParams(readSearchState(new URLSearchParams(search))).toString();

describe("search page address", () => {
  it("reads every filter and writes the same address back", () => {
    const full =
      "query=reset+password&recordTypes=discussion&categoryIDs=4&categoryIDs=7&includeChildCategories=true" +
      "&includeArchivedCategories=true&insertUserNames=Ada&insertUserNames=Grace+Hopper%2C+Jr.&tags=api&tags=sso" +
      "&tagOperator=and&dateInserted=%5B2026-01-01%2C2026-02-01%5D&types=question%2Cpoll&sort=-dateInserted&page=3";
    expect(roundTrip(full)).toBe(full);
    expect(readSearchState(new URLSearchParams(full))).toEqual({
      query: "reset password",
      tab: "discussions",
      categoryIDs: [4, 7],
      includeChildCategories: true,
      includeArchivedCategories: true,
      knowledgeBaseID: null,
      knowledgeCategoryIDs: [],
      insertUserNames: ["Ada", "Grace Hopper, Jr."],
      tags: ["api", "sso"],
      tagOperator: "and",
      dateFrom: "2026-01-01",
      dateTo: "2026-02-01",
      types: ["question", "poll"],
      sort: "-dateInserted",
      page: 3,
    });
  });

  it("keeps the category preset's form, and writes nothing for the defaults", () => {
    expect(roundTrip("categoryID=12")).toBe("categoryID=12");
    expect(roundTrip("")).toBe("");
    expect(searchStateParams(EMPTY_SEARCH).toString()).toBe("");
    expect(roundTrip("query=x&sort=relevance&page=1&tagOperator=or")).toBe("query=x");
  });

  it("reads comma lists, the widget's domain and the older search parameter", () => {
    expect(readSearchState(new URLSearchParams("categoryIDs=3,5&recordTypes=user")).categoryIDs).toEqual([
      3, 5,
    ]);
    expect(readSearchState(new URLSearchParams("recordTypes=user")).tab).toBe("members");
    expect(readSearchState(new URLSearchParams("domain=members")).tab).toBe("members");
    expect(readSearchState(new URLSearchParams("domain=places")).tab).toBe("categories");
    expect(readSearchState(new URLSearchParams("domain=discussions&types=question,idea")).types).toEqual([
      "question",
      "idea",
    ]);
    expect(readSearchState(new URLSearchParams("search=old+form")).query).toBe("old form");
  });

  it("drops what it cannot use", () => {
    const state = readSearchState(
      new URLSearchParams("categoryID=abc&categoryIDs=-2&types=spam&sort=best&page=0&recordTypes=nothing"),
    );
    expect(state).toEqual(EMPTY_SEARCH);
  });

  it("searches a blank query only when a filter narrows it", () => {
    expect(isSearchable(EMPTY_SEARCH)).toBe(false);
    expect(isSearchable({ ...EMPTY_SEARCH, categoryIDs: [4] })).toBe(true);
    expect(isSearchable({ ...EMPTY_SEARCH, query: "x" })).toBe(true);
  });

  it("builds the API's requests: the tab's record types, the summary without sort and page", () => {
    const state = readSearchState(new URLSearchParams("query=sso&recordTypes=comment&tags=api&page=2"));
    expect(resultsRequest(state)).toMatchObject({ recordTypes: ["comment"], sort: "relevance", page: 2 });
    expect(summaryRequest(state)).not.toHaveProperty("page");
    expect(summaryRequest(state, "all").recordTypes).toEqual([
      "discussion",
      "comment",
      "category",
      "user",
      "article",
      "group",
    ]);
    expect(searchFilterPairs(resultsRequest(state))).toEqual([
      ["query", "sso"],
      ["recordTypes", "comment"],
      ["includeChildCategories", undefined],
      ["includeArchivedCategories", undefined],
      ["knowledgeBaseID", undefined],
      ["tags", "api"],
      ["tagOperator", "or"],
      ["dateInserted", undefined],
      ["siteSectionID", undefined],
    ]);
  });
});

describe("date range", () => {
  it("turns from and to into dateInserted and back", () => {
    expect(dateRangeParam("2026-01-01", "2026-02-01")).toBe("[2026-01-01,2026-02-01]");
    expect(dateRangeParam("2026-01-01", "")).toBe(">=2026-01-01");
    expect(dateRangeParam("", "2026-02-01")).toBe("<=2026-02-01");
    expect(dateRangeParam("", "")).toBe("");
    expect(dateRangeParam("yesterday", "")).toBe("");
    expect(dateRangeFrom("[2026-01-01,2026-02-01]")).toEqual({ from: "2026-01-01", to: "2026-02-01" });
    expect(dateRangeFrom(">=2026-01-01")).toEqual({ from: "2026-01-01", to: "" });
    expect(dateRangeFrom("<2026-03-01")).toEqual({ from: "", to: "2026-03-01" });
    expect(dateRangeFrom("2026-05-05")).toEqual({ from: "2026-05-05", to: "2026-05-05" });
    expect(dateRangeFrom("soon")).toEqual({ from: "", to: "" });
  });
});

describe("article filters and the knowledge base's search", () => {
  it("reads the knowledge base and its categories and writes them back", () => {
    const search = "query=refund&recordTypes=article&knowledgeBaseID=3&knowledgeCategoryIDs=5%2C9";
    expect(roundTrip(search)).toBe(search);
    const state = readSearchState(new URLSearchParams(search));
    expect(state).toMatchObject({ tab: "articles", knowledgeBaseID: 3, knowledgeCategoryIDs: [5, 9] });
    expect(isSearchable({ ...state, query: "" })).toBe(true);
    expect(searchFilterPairs(resultsRequest(state))).toEqual(
      expect.arrayContaining([
        ["recordTypes", "article"],
        ["knowledgeBaseID", 3],
        ["knowledgeCategoryIDs", 5],
        ["knowledgeCategoryIDs", 9],
      ]),
    );
  });

  it("searches articles only in knowledge-base mode, with no record type in the address", () => {
    const state = readSearchState(
      new URLSearchParams("query=refund&recordTypes=user&knowledgeBaseID=0"),
      "knowledge",
    );
    expect(state.tab).toBe("articles");
    expect(state.knowledgeBaseID).toBeNull();
    expect(resultsRequest(state).recordTypes).toEqual(["article"]);
    expect(searchStateParams(state, "knowledge").toString()).toBe("query=refund");
  });
});
