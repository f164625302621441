// Search (docs/reference/search.md#api): GET /api/v2/search (a page of results, with the paging headers of every list),
// GET /search/summary (counts per record type and category, did-you-mean, warnings for the same filters),
// GET /search/suggestions (the search bar's autocomplete) and GET /categories/search (the category picker).
// Arrays go out as repeated keys (`categoryIDs=1&categoryIDs=2`): names and tags may hold commas.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "../../types/generated/api/category";
import type { SearchQuery } from "../../types/generated/api/search-query";
import type { SearchResult } from "../../types/generated/api/search-result";
import type { SearchSuggestion } from "../../types/generated/api/search-suggestion";
import type { SearchSummary } from "../../types/generated/api/search-summary";
import type { SuggestionSource } from "../../ui/search/use-search-suggestions";
import { apiRequest, type QueryValue } from "./http";
import { apiRequestPage } from "./http-paged";

export type { SearchResult, SearchSummary };

/** Results a page (the schema's default). */
export const SEARCH_PAGE_LIMIT = 30;
/** Spec 001 §9: the autocomplete asks for 10, which the server divides between its sources. */
export const SEARCH_SUGGESTION_LIMIT = 10;
/** Spec 001 §9: category suggestions, limit 50. */
export const CATEGORY_SEARCH_LIMIT = 50;
/** The longest query the API accepts (search-query.schema.json). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The filters a search sends: the schema's fields, every one optional (the server fills its defaults). */
export type SearchRequest = Partial<
  Pick<
    SearchQuery,
    | "query"
    | "recordTypes"
    | "types"
    | "categoryIDs"
    | "includeChildCategories"
    | "includeArchivedCategories"
    | "knowledgeBaseID"
    | "knowledgeCategoryIDs"
    | "insertUserNames"
    | "tags"
    | "tagOperator"
    | "dateInserted"
    | "siteSectionID"
    | "sort"
    | "page"
  >
>;

export const searchKeys = {
  all: ["search"] as const,
  results: (request: SearchRequest) => [...searchKeys.all, "results", request] as const,
  summary: (request: SearchRequest) => [...searchKeys.all, "summary", request] as const,
  suggestions: (query: string, scope: SuggestionScope = {}) =>
    [...searchKeys.all, "suggestions", query, scope.siteSectionID ?? null, scope.categoryID ?? null] as const,
  categories: (query: string) => [...searchKeys.all, "categories", query] as const,
};

type Pairs = Array<[string, QueryValue]>;

function listPairs(key: string, values: readonly (string | number)[] | undefined): Pairs {
  return (values ?? []).map((value) => [key, value]);
}

/** The filters as query pairs; false flags and empty values are left out (the server's defaults). */
export function searchFilterPairs(request: SearchRequest): Pairs {
  return [
    ["query", request.query || undefined],
    ...listPairs("recordTypes", request.recordTypes),
    ...listPairs("types", request.types),
    ...listPairs("categoryIDs", request.categoryIDs),
    ["includeChildCategories", request.includeChildCategories || undefined],
    ["includeArchivedCategories", request.includeArchivedCategories || undefined],
    ["knowledgeBaseID", request.knowledgeBaseID],
    ...listPairs("knowledgeCategoryIDs", request.knowledgeCategoryIDs),
    ...listPairs("insertUserNames", request.insertUserNames),
    ...listPairs("tags", request.tags),
    ["tagOperator", request.tags?.length ? request.tagOperator : undefined],
    ["dateInserted", request.dateInserted || undefined],
    ["siteSectionID", request.siteSectionID],
  ];
}

export function fetchSearch(request: SearchRequest, signal?: AbortSignal) {
  return apiRequestPage<SearchResult>(
    "/search",
    [
      ...searchFilterPairs(request),
      ["sort", request.sort],
      ["page", request.page],
      ["limit", SEARCH_PAGE_LIMIT],
      ["expand", "insertUser,breadcrumbs"],
    ],
    signal,
  );
}

export function fetchSearchSummary(request: SearchRequest, signal?: AbortSignal) {
  return apiRequest<SearchSummary>("/search/summary", { query: searchFilterPairs(request), signal });
}

/** Where suggestions are looked for: a site section, or a category and the categories below it. */
export interface SuggestionScope {
  siteSectionID?: number;
  categoryID?: number;
}

export function fetchSearchSuggestions(query: string, scope: SuggestionScope = {}, signal?: AbortSignal) {
  return apiRequest<SearchSuggestion[]>("/search/suggestions", {
    query: [
      ["query", query.slice(0, SEARCH_QUERY_MAX_LENGTH)],
      ["limit", SEARCH_SUGGESTION_LIMIT],
      ["siteSectionID", scope.siteSectionID],
      ["categoryID", scope.categoryID],
    ],
    signal,
  });
}

export function fetchCategorySearch(query: string, signal?: AbortSignal) {
  return apiRequest<Category[]>("/categories/search", {
    query: [
      ["query", query.slice(0, 100)],
      ["expand", "breadcrumbs"],
      ["limit", CATEGORY_SEARCH_LIMIT],
    ],
    signal,
  });
}

// Query options: pure functions of their parameters, so a server render and the stories seed the same keys.

export function searchResultsQuery(request: SearchRequest) {
  return queryOptions({
    queryKey: searchKeys.results(request),
    queryFn: ({ signal }) => fetchSearch(request, signal),
    // Turning a page or a filter keeps the last results on screen (marked busy) until the next arrive.
    placeholderData: keepPreviousData,
  });
}

export function searchSummaryQuery(request: SearchRequest) {
  return queryOptions({
    queryKey: searchKeys.summary(request),
    queryFn: ({ signal }) => fetchSearchSummary(request, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The search boxes' suggestions within a scope (a category page's box), the whole forum without one. src/ui/search
 * takes the source as a prop: UI code never imports this layer.
 */
function scopedSuggestionSource(scope: SuggestionScope): SuggestionSource {
  return {
    queryKey: (query) => searchKeys.suggestions(query, scope),
    suggest: (query, signal) => fetchSearchSuggestions(query, scope, signal),
  };
}

export const searchSuggestionSource: SuggestionSource = scopedSuggestionSource({});

/** The suggestions of a box searching one category (and its subtree), or the whole forum without one. */
export function categorySuggestionSource(categoryID: number | undefined): SuggestionSource {
  return categoryID === undefined ? searchSuggestionSource : scopedSuggestionSource({ categoryID });
}

export function categorySearchQuery(query: string) {
  return queryOptions({
    queryKey: searchKeys.categories(query),
    queryFn: ({ signal }) => fetchCategorySearch(query, signal),
    staleTime: 60_000,
    retry: false,
  });
}

// Query hooks.

export function useSearchResults(request: SearchRequest, enabled = true) {
  return useQuery({ ...searchResultsQuery(request), enabled });
}

export function useSearchSummary(request: SearchRequest, enabled = true) {
  return useQuery({ ...searchSummaryQuery(request), enabled });
}

export function useCategorySearch(query: string) {
  return useQuery({ ...categorySearchQuery(query), enabled: query !== "" });
}
