// The search page in the server-render cases (server-render-plain-pages.ts): /search?query= with its results and
// summary set beforehand the way a server render prefetches them, so the markup holds the results.
import { searchResultsQuery, searchSummaryQuery } from "../../src/client/api/search";
import { readSearchState, resultsRequest, summaryRequest } from "../../src/client/pages/search/search-state";
import { makeSearchResults, makeSearchSummary } from "../factories";
import type { PlainPageCase } from "./server-render-plain-pages";

export function searchPageCase(): PlainPageCase {
  const state = readSearchState(new URLSearchParams("query=webhooks"));
  const results = makeSearchResults(3, { query: "webhooks" });
  return {
    name: "search page",
    url: "/search?query=webhooks",
    prepare: (queryClient) => {
      queryClient.setQueryData(searchResultsQuery(resultsRequest(state)).queryKey, {
        items: results,
        page: 1,
        limit: 30,
        total: 3,
        hasNextPage: false,
      });
      queryClient.setQueryData(searchSummaryQuery(summaryRequest(state)).queryKey, makeSearchSummary());
    },
    expectText: ["Search", "3 results for “webhooks”", ...results.map((result) => result.name)],
  };
}
