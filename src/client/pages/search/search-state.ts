// The search page's whole state and its address (docs/reference/ui-behaviour.md#search-page): query, recordTypes (the
// tab; the Search widget's `domain` is read too), categoryID / categoryIDs, includeChildCategories,
// includeArchivedCategories, knowledgeBaseID, knowledgeCategoryIDs, insertUserNames, tags, tagOperator, dateInserted,
// types, sort and page. The address is the only store: reading it and writing it back gives the same address, so
// back/forward and a shared link restore the same search. Lists are repeated keys (names and tags may hold commas);
// recordTypes, types, categoryIDs and knowledgeCategoryIDs also accept a comma list. In knowledge-base mode
// (/kb/search) only articles are searched: the address names no record type. Pure.
import { msg } from "../../../lib/i18n/msg";
import { KNOWLEDGE_SEARCH_PATH, SEARCH_PATH } from "../../../lib/search-url";
import type { SearchRequest } from "../../api/search";
import { dateRangeFrom, dateRangeParam } from "./date-range";

export type SearchTabID =
  | "all"
  | "discussions"
  | "comments"
  | "categories"
  | "members"
  | "articles"
  | "groups";
/** The main search (/search) or the knowledge base's (/kb/search: articles only). */
export type SearchMode = "community" | "knowledge";
export type SearchSort = NonNullable<SearchRequest["sort"]>;
export type RecordType = NonNullable<SearchRequest["recordTypes"]>[number];

export interface SearchTab {
  id: SearchTabID;
  /** A message key, translated where shown. */
  label: string;
  recordTypes: RecordType[];
}

/** One tab per record type. */
export const SEARCH_TABS: readonly SearchTab[] = [
  {
    id: "all",
    label: msg("All"),
    recordTypes: ["discussion", "comment", "category", "user", "article", "group"],
  },
  { id: "discussions", label: msg("Discussions"), recordTypes: ["discussion"] },
  { id: "comments", label: msg("Comments"), recordTypes: ["comment"] },
  { id: "categories", label: msg("Categories"), recordTypes: ["category"] },
  { id: "members", label: msg("Members"), recordTypes: ["user"] },
  { id: "articles", label: msg("Articles"), recordTypes: ["article"] },
  { id: "groups", label: msg("Groups"), recordTypes: ["group"] },
];

/** The Search widget's domains (widgets/community-search/search-params.ts). */
const DOMAIN_TABS: Record<string, SearchTabID> = {
  all: "all",
  discussions: "discussions",
  places: "categories",
  members: "members",
  articles: "articles",
};

/** The API's limits (search-query.schema.json maxItems). */
export const MAX_CATEGORIES = 50;
export const MAX_AUTHORS = 20;
export const MAX_TAGS = 20;

export const DISCUSSION_TYPES = ["discussion", "question", "idea", "poll"] as const;
export const SORTS: readonly { value: SearchSort; label: string }[] = [
  { value: "relevance", label: msg("Relevance") },
  { value: "-dateInserted", label: msg("Newest") },
  { value: "dateInserted", label: msg("Oldest") },
];

export interface SearchState {
  query: string;
  tab: SearchTabID;
  categoryIDs: number[];
  includeChildCategories: boolean;
  includeArchivedCategories: boolean;
  /** Article filters (docs/reference/search.md#filters). */
  knowledgeBaseID: number | null;
  knowledgeCategoryIDs: number[];
  insertUserNames: string[];
  tags: string[];
  tagOperator: "and" | "or";
  /** YYYY-MM-DD or "". */
  dateFrom: string;
  dateTo: string;
  types: string[];
  sort: SearchSort;
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  query: "",
  tab: "all",
  categoryIDs: [],
  includeChildCategories: false,
  includeArchivedCategories: false,
  knowledgeBaseID: null,
  knowledgeCategoryIDs: [],
  insertUserNames: [],
  tags: [],
  tagOperator: "or",
  dateFrom: "",
  dateTo: "",
  types: [],
  sort: "relevance",
  page: 1,
};

/** The page's own address: /search, or /kb/search in knowledge-base mode. */
export function searchPagePath(mode: SearchMode): string {
  return mode === "knowledge" ? KNOWLEDGE_SEARCH_PATH : SEARCH_PATH;
}

export function tabByID(id: SearchTabID): SearchTab {
  return SEARCH_TABS.find((tab) => tab.id === id) ?? (SEARCH_TABS[0] as SearchTab);
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

function listParam(params: URLSearchParams, key: string, commaList: boolean): string[] {
  const values = params.getAll(key).flatMap((value) => (commaList ? value.split(",") : [value]));
  return unique(values.map((value) => value.trim()).filter(Boolean));
}

function flagParam(params: URLSearchParams, key: string): boolean {
  const value = params.get(key);
  return value === "1" || value === "true";
}

function positiveInteger(text: string): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 2147483647 ? value : null;
}

function tabFrom(params: URLSearchParams): SearchTabID {
  const types = listParam(params, "recordTypes", true);
  if (types.length > 0) {
    const key = [...types].sort().join(",");
    const tab = SEARCH_TABS.find((candidate) => [...candidate.recordTypes].sort().join(",") === key);
    return tab?.id ?? "all";
  }
  return DOMAIN_TABS[params.get("domain") ?? ""] ?? "all";
}

function sortFrom(value: string | null): SearchSort {
  return SORTS.find((sort) => sort.value === value)?.value ?? "relevance";
}

function idList(values: string[]): number[] {
  return unique(values.map(positiveInteger).filter((id): id is number => id !== null)).slice(
    0,
    MAX_CATEGORIES,
  );
}

export function readSearchState(params: URLSearchParams, mode: SearchMode = "community"): SearchState {
  const categoryIDs = idList([
    ...listParam(params, "categoryID", false),
    ...listParam(params, "categoryIDs", true),
  ]);
  const range = dateRangeFrom(params.get("dateInserted") ?? "");
  const types = listParam(params, "types", true).filter((type) =>
    (DISCUSSION_TYPES as readonly string[]).includes(type),
  );
  return {
    query: (params.get("query") ?? params.get("search") ?? "").trim(),
    tab: mode === "knowledge" ? "articles" : tabFrom(params),
    categoryIDs,
    includeChildCategories: flagParam(params, "includeChildCategories"),
    includeArchivedCategories: flagParam(params, "includeArchivedCategories"),
    knowledgeBaseID: positiveInteger(params.get("knowledgeBaseID") ?? ""),
    knowledgeCategoryIDs: idList(listParam(params, "knowledgeCategoryIDs", true)),
    insertUserNames: listParam(params, "insertUserNames", false).slice(0, MAX_AUTHORS),
    tags: listParam(params, "tags", false).slice(0, MAX_TAGS),
    tagOperator: params.get("tagOperator") === "and" ? "and" : "or",
    dateFrom: range.from,
    dateTo: range.to,
    types,
    sort: sortFrom(params.get("sort")),
    page: positiveInteger(params.get("page") ?? "") ?? 1,
  };
}

/**
 * The address's query string for a state: only what differs from the defaults, always in the same order. The
 * knowledge base's search names no record type: it searches articles only.
 */
export function searchStateParams(state: SearchState, mode: SearchMode = "community"): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.tab !== "all" && mode === "community")
    params.set("recordTypes", tabByID(state.tab).recordTypes.join(","));
  if (state.categoryIDs.length === 1) params.set("categoryID", String(state.categoryIDs[0]));
  else for (const id of state.categoryIDs) params.append("categoryIDs", String(id));
  if (state.includeChildCategories) params.set("includeChildCategories", "true");
  if (state.includeArchivedCategories) params.set("includeArchivedCategories", "true");
  if (state.knowledgeBaseID !== null) params.set("knowledgeBaseID", String(state.knowledgeBaseID));
  if (state.knowledgeCategoryIDs.length > 0)
    params.set("knowledgeCategoryIDs", state.knowledgeCategoryIDs.join(","));
  for (const name of state.insertUserNames) params.append("insertUserNames", name);
  for (const tag of state.tags) params.append("tags", tag);
  if (state.tags.length > 0 && state.tagOperator === "and") params.set("tagOperator", "and");
  const dateInserted = dateRangeParam(state.dateFrom, state.dateTo);
  if (dateInserted) params.set("dateInserted", dateInserted);
  if (state.types.length > 0) params.set("types", state.types.join(","));
  if (state.sort !== "relevance") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** Whether any filter narrows the search (the filters panel opens by itself then). */
export function hasFilters(state: SearchState): boolean {
  return (
    state.categoryIDs.length > 0 ||
    state.knowledgeBaseID !== null ||
    state.knowledgeCategoryIDs.length > 0 ||
    state.insertUserNames.length > 0 ||
    state.tags.length > 0 ||
    state.types.length > 0 ||
    Boolean(state.dateFrom || state.dateTo) ||
    state.includeArchivedCategories
  );
}

/** A blank query searches too when a filter narrows it (every record the filters let through). */
export function isSearchable(state: SearchState): boolean {
  return state.query !== "" || hasFilters(state);
}

/** What GET /search/summary is asked for the tab (the results' own filters, no sort or page). */
export function summaryRequest(state: SearchState, tab: SearchTabID = state.tab): SearchRequest {
  return {
    query: state.query,
    recordTypes: tabByID(tab).recordTypes,
    types: state.types,
    categoryIDs: state.categoryIDs,
    includeChildCategories: state.includeChildCategories,
    includeArchivedCategories: state.includeArchivedCategories,
    ...(state.knowledgeBaseID === null ? {} : { knowledgeBaseID: state.knowledgeBaseID }),
    knowledgeCategoryIDs: state.knowledgeCategoryIDs,
    insertUserNames: state.insertUserNames as SearchRequest["insertUserNames"],
    tags: state.tags as SearchRequest["tags"],
    tagOperator: state.tagOperator,
    dateInserted: dateRangeParam(state.dateFrom, state.dateTo),
  };
}

export function resultsRequest(state: SearchState): SearchRequest {
  return { ...summaryRequest(state), sort: state.sort, page: state.page };
}

/** The tab's count: the sum of its record types' hits in the summary of every type. */
export function tabCount(tab: SearchTab, counts: Record<string, number | undefined>): number {
  return tab.recordTypes.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
}

/** Whether the tab's count is a lower bound: the server stopped counting one of its record types (at 1,000). */
export function tabCountIsLowerBound(
  tab: SearchTab,
  cappedRecordTypes: readonly string[] | undefined,
): boolean {
  return tab.recordTypes.some((type) => cappedRecordTypes?.includes(type));
}
