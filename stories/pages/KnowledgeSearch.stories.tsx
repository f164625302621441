// Articles on the search page (docs/reference/ui-behaviour.md#search-page): the main page's Articles tab with article
// results and their counts, and /kb/search, the same page in knowledge-base mode (articles only, no tabs), plain and
// narrowed to a knowledge base and one of its categories with the filters open. App pages under the app's state and
// router, the query cache filled from the factories (tests/factories/search.ts, knowledge.ts) so nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { knowledgeBasesQuery } from "../../src/client/api/knowledge/knowledge-bases";
import { knowledgeCategoriesQuery } from "../../src/client/api/knowledge/knowledge-categories";
import { searchResultsQuery, searchSummaryQuery } from "../../src/client/api/search";
import { myPermissionsQuery } from "../../src/client/api/users";
import { AppStateProvider } from "../../src/client/app-state";
import { KnowledgeSearchPage, SearchPage } from "../../src/client/pages/search/SearchPage";
import {
  readSearchState,
  resultsRequest,
  type SearchMode,
  summaryRequest,
} from "../../src/client/pages/search/search-state";
import type { QuorumState } from "../../src/client/state";
import { KNOWLEDGE_SEARCH_PATH, SEARCH_PATH } from "../../src/lib/search-url";
import { makeArticleSearchResults, makeCurrentUser, makeSearchSummary } from "../../tests/factories";
import { makeKnowledgeBases, makeKnowledgeCategories } from "../../tests/factories/knowledge";
import { makePermissionsRecord } from "../../tests/factories/permission-records";

const meta = {
  title: "Pages/Knowledge Search",
  parameters: { layout: "fullscreen" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;

const state: QuorumState = {
  site: { name: "Quorum Community", description: "" },
  currentUser: makeCurrentUser(),
  status: 200,
};

const SUMMARY = makeSearchSummary({
  total: 23,
  recordTypes: { discussion: 12, comment: 4, category: 0, user: 0, place: 0, article: 7 },
});

/** The page at `search` in its mode, its results, summaries, knowledge bases and categories already cached. */
function SearchStage({ mode, search }: { mode: SearchMode; search: string }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("member"));
    const searchState = readSearchState(new URLSearchParams(search), mode);
    const items = makeArticleSearchResults(5, { query: searchState.query, first: 1 });
    const page = { items, page: 1, limit: 30, total: 7, hasNextPage: false };
    created.setQueryData(searchResultsQuery(resultsRequest(searchState)).queryKey, page);
    created.setQueryData(searchSummaryQuery(summaryRequest(searchState)).queryKey, SUMMARY);
    created.setQueryData(searchSummaryQuery(summaryRequest(searchState, "all")).queryKey, SUMMARY);
    created.setQueryData(knowledgeBasesQuery().queryKey, makeKnowledgeBases());
    created.setQueryData(knowledgeCategoriesQuery(1).queryKey, makeKnowledgeCategories());
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppStateProvider state={state}>
        <Routes>
          <Route path={SEARCH_PATH} element={<SearchPage />} />
          <Route path={KNOWLEDGE_SEARCH_PATH} element={<KnowledgeSearchPage />} />
        </Routes>
      </AppStateProvider>
    </QueryClientProvider>
  );
}

function story(mode: SearchMode, search: string): StoryObj {
  const path = mode === "knowledge" ? KNOWLEDGE_SEARCH_PATH : SEARCH_PATH;
  return {
    parameters: { location: `${path}?${search}` },
    render: () => <SearchStage mode={mode} search={search} />,
  };
}

export const ArticlesTab = story("community", "query=profile&recordTypes=article");

export const KnowledgeBaseSearch = story("knowledge", "query=profile");

export const KnowledgeBaseSearchFiltered = story(
  "knowledge",
  "query=profile&knowledgeBaseID=1&knowledgeCategoryIDs=4",
);
