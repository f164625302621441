// What the search modules share: the plan a request becomes, a hit of the ranked union, and the source interface
// each record type implements (sources/*.ts), knowledge-base articles included (docs/reference/search.md#sources).
import type { SQL } from "drizzle-orm";
import type { SearchResult } from "../../../types/generated/api/search-result";
import type { ServiceContext } from "../context";
import type { ParsedExpand } from "../expand";
import type { HitBound } from "./bounds";
import type { DateRange } from "./date-range";
import type { SearchConfig, TextQuery } from "./text-query";

export const SEARCH_RECORD_TYPES = [
  "discussion",
  "comment",
  "category",
  "user",
  "place",
  "article",
  "group",
] as const;
export type SearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/** The record types searched when the request names none. */
export const DEFAULT_RECORD_TYPES: readonly SearchRecordType[] = ["discussion", "comment"];

export type SearchSort = "relevance" | "-dateInserted" | "dateInserted";
export type SearchExpand = "insertUser" | "breadcrumbs";

/** Filters that only apply to posts (discussions and their comments). */
export interface PostFilters {
  /** The categories searched: visible to the viewer and let through by every category filter. */
  categoryIDs: number[];
  types: string[] | null;
  insertUserIDs: number[] | null;
  tags: { tagIDs: number[]; operator: "and" | "or" } | null;
  /** Words of the title (the name filter). */
  name: string | null;
  /** Only posts indexed with this configuration (the locale filter). */
  config: SearchConfig | null;
}

/** Filters of knowledge-base articles (docs/reference/search.md#filters). */
export interface ArticleFilters {
  /** The knowledge bases searched: published ones the viewer may view, narrowed by knowledgeBaseID and section. */
  knowledgeBaseIDs: number[];
  /** The knowledge categories searched, each with those below it; null = every one (and the top level). */
  knowledgeCategoryIDs: number[] | null;
  insertUserIDs: number[] | null;
}

export interface SearchPlan {
  ctx: ServiceContext;
  text: TextQuery | null;
  recordTypes: SearchRecordType[];
  posts: PostFilters;
  articles: ArticleFilters;
  /** Categories the viewer may see in the section searched (archived ones only when asked for). */
  visibleCategoryIDs: number[];
  /** Site sections the viewer may see (the place source). */
  siteSectionIDs: number[];
  dateInserted: DateRange | null;
  sort: SearchSort;
  page: number;
  limit: number;
  offset: number;
  expand: ParsedExpand<SearchExpand>;
  /** Filters dropped because no record type searched takes them (docs/reference/search.md#filters). */
  warnings: string[];
}

/** One row of the ranked union. `kind` tells places apart (a category or a site section). */
export interface SearchHit {
  recordType: SearchRecordType;
  kind: string;
  recordID: number;
  rank: number;
}

export function hitKey(hit: Pick<SearchHit, "kind" | "recordID">): string {
  return `${hit.kind}:${hit.recordID}`;
}

export interface SearchSource {
  recordType: SearchRecordType;
  /**
   * A SELECT of ("recordType", "kind", "recordID", "rank", "dateInserted", "categoryID") for every record of this
   * type the plan matches, permissions applied; null when this viewer can find none (e.g. no permission). With a
   * bound, a source with many rows reads only the rows it names (bounds.ts); small tables may ignore it.
   */
  hits(plan: SearchPlan, bound?: HitBound | null): SQL | null;
  /** The results of this type on the page, keyed by hitKey. */
  present(plan: SearchPlan, hits: readonly SearchHit[]): Promise<Map<string, SearchResult>>;
}
