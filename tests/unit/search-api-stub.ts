// A fetch standing in for the search API in unit tests (vi.stubGlobal, the way the other page tests mock the API):
// GET /search (the page's results, paging headers), /search/summary, /search/suggestions, /categories/search,
// /categories/{id} and /users/by-names, each from the factories. Every call is recorded with its parameters.
import { vi } from "vitest";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSuggestion } from "../../src/types/generated/api/search-suggestion";
import type { SearchSummary } from "../../src/types/generated/api/search-summary";
import { makeCategory, makeSearchResults, makeSearchSuggestions, makeSearchSummary } from "../factories";

export interface ApiCall {
  path: string;
  params: URLSearchParams;
}

export interface SearchApi {
  results?: (params: URLSearchParams) => SearchResult[];
  total?: number;
  summary?: (params: URLSearchParams) => SearchSummary;
  suggestions?: (query: string) => SearchSuggestion[];
  /** A status other than 200 for GET /search. */
  searchStatus?: number;
}

function json(body: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function answer(api: SearchApi, path: string, params: URLSearchParams): Response {
  if (path === "/api/v2/search") {
    if (api.searchStatus)
      return json({ message: "The search failed.", status: api.searchStatus }, {}, api.searchStatus);
    const items = (api.results ?? (() => makeSearchResults(3, { query: params.get("query") ?? "" })))(params);
    const total = api.total ?? items.length;
    return json(items, {
      "X-App-Page-Current": params.get("page") ?? "1",
      "X-App-Page-Limit": params.get("limit") ?? "30",
      "X-App-Page-Result-Count": String(total),
    });
  }
  if (path === "/api/v2/search/summary") return json((api.summary ?? (() => makeSearchSummary()))(params));
  if (path === "/api/v2/search/suggestions") {
    return json((api.suggestions ?? makeSearchSuggestions)(params.get("query") ?? ""));
  }
  if (path === "/api/v2/categories/search") {
    return json([makeCategory({ categoryID: 4 }), makeCategory({ categoryID: 7 })]);
  }
  const category = /^\/api\/v2\/categories\/(\d+)$/.exec(path);
  if (category) return json(makeCategory({ categoryID: Number(category[1]) }));
  if (path.startsWith("/api/v2/users/by-names")) {
    return json([{ userID: 9, name: "Ada", photoUrl: null, dateLastActive: null }]);
  }
  return json({ message: "Not found.", status: 404 }, {}, 404);
}

/** Stubs fetch with the search API; the list fills with every call made. */
export function stubSearchApi(api: SearchApi = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      calls.push({ path: url.pathname, params: url.searchParams });
      return answer(api, url.pathname, url.searchParams);
    }),
  );
  return calls;
}

/** The parameters of each call to `path`, as [key, value] pairs in the order sent. */
export function callsTo(calls: ApiCall[], path: string): [string, string][][] {
  return calls.filter((call) => call.path === `/api/v2${path}`).map((call) => [...call.params.entries()]);
}
