// The search page (/search, docs/reference/ui-behaviour.md#search-page): results with their marked excerpts and tab
// counts, nothing found with the did-you-mean query, loading, a failed search, and the filters panel open with every
// kind of filter set. An app page, not a layout: it renders under the app's state and router, the query cache filled
// from the factories (tests/factories/search.ts) so nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { categoryQuery } from "../../src/client/api/categories";
import { ApiError } from "../../src/client/api/errors";
import type { Page } from "../../src/client/api/http-paged";
import { type SearchResult, searchResultsQuery, searchSummaryQuery } from "../../src/client/api/search";
import { myPermissionsQuery } from "../../src/client/api/users";
import { AppStateProvider } from "../../src/client/app-state";
import { SearchPage } from "../../src/client/pages/search/SearchPage";
import {
  readSearchState,
  resultsRequest,
  type SearchState,
  summaryRequest,
} from "../../src/client/pages/search/search-state";
import type { QuorumState } from "../../src/client/state";
import { SEARCH_PATH } from "../../src/lib/search-url";
import {
  makeCategory,
  makeCommentSearchResult,
  makeCurrentUser,
  makeSearchResults,
  makeSearchSummary,
} from "../../tests/factories";
import { makePermissionsRecord } from "../../tests/factories/permission-records";

const meta = {
  title: "Pages/Search",
  parameters: { layout: "fullscreen" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;

const state: QuorumState = {
  site: { name: "Quorum Community", description: "" },
  currentUser: makeCurrentUser(),
  status: 200,
};

type Seed = (client: QueryClient, search: SearchState) => void;

/** The app's providers around the page at `search`, its data already in the cache (nothing is fetched). */
function SearchStage({ search, seed }: { search: string; seed: Seed }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      // retryOnMount false: a seeded failure stays a failure instead of being asked again.
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("member"));
    seed(created, readSearchState(new URLSearchParams(search)));
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppStateProvider state={state}>
        <Routes>
          <Route path={SEARCH_PATH} element={<SearchPage />} />
        </Routes>
      </AppStateProvider>
    </QueryClientProvider>
  );
}

function page(items: SearchResult[], total: number, current = 1): Page<SearchResult> {
  return { items, page: current, limit: 30, total, hasNextPage: current * 30 < total };
}

/** Results and both summaries (the tab's and every type's) for the stage's search. */
function seedResults(items: SearchResult[], total: number, summary = makeSearchSummary()): Seed {
  return (client, search) => {
    client.setQueryData(searchResultsQuery(resultsRequest(search)).queryKey, page(items, total, search.page));
    client.setQueryData(searchSummaryQuery(summaryRequest(search)).queryKey, summary);
    client.setQueryData(searchSummaryQuery(summaryRequest(search, "all")).queryKey, summary);
  };
}

function story(search: string, seed: Seed): StoryObj {
  return {
    parameters: { location: `${SEARCH_PATH}?${search}` },
    render: () => <SearchStage search={search} seed={seed} />,
  };
}

const RESULTS = [
  ...makeSearchResults(4, { query: "tags members", first: 11 }),
  makeCommentSearchResult(301, 12, { query: "tags members" }),
  ...makeSearchResults(2, { query: "tags members", first: 15 }),
];

export const Results = story("query=tags+members&page=2", seedResults(RESULTS, 165));

export const NothingFoundDidYouMean = story(
  "query=permisions",
  seedResults([], 0, makeSearchSummary({ total: 0, didYouMean: "permissions", recordTypes: {} })),
);

export const Loading = story("query=webhook+retries", (client, search) => {
  // A search still on its way: its fetch never settles.
  void client.prefetchQuery({
    queryKey: searchResultsQuery(resultsRequest(search)).queryKey,
    queryFn: () => new Promise<never>(() => undefined),
  });
  client.setQueryData(searchSummaryQuery(summaryRequest(search)).queryKey, makeSearchSummary());
});

export const SearchFailed = story("query=webhook+retries", (client, search) => {
  // A search the server refused: the failure settles at once and is not asked again on mount.
  void client.prefetchQuery({
    queryKey: searchResultsQuery(resultsRequest(search)).queryKey,
    queryFn: () => Promise.reject(new ApiError(500, { message: "Something went wrong while searching." })),
  });
  client.setQueryData(searchSummaryQuery(summaryRequest(search)).queryKey, makeSearchSummary());
});

export const FiltersOpen = story(
  "query=sso&recordTypes=discussion&categoryID=4&includeChildCategories=true&insertUserNames=Ada" +
    "&tags=api&tags=saml&tagOperator=and&dateInserted=%5B2026-01-01%2C2026-10-31%5D&types=question",
  (client, search) => {
    client.setQueryData(categoryQuery(4).queryKey, makeCategory({ categoryID: 4 }));
    seedResults(makeSearchResults(3, { query: "sso", first: 21 }), 3, {
      ...makeSearchSummary(),
      warnings: [],
    })(client, search);
  },
);
