// A search request (schemas/api/search-query.schema.json) turned into a plan every source reads: the text, the
// categories searched (permissions first, then each category filter), the knowledge bases and knowledge categories
// searched (article-filters.ts), authors and tags resolved to IDs, the date range, paging, and the warnings for
// filters dropped because no record type searched takes them (docs/reference/search.md#filters).
import { sql } from "drizzle-orm";
import type { SearchQuery } from "../../../types/generated/api/search-query";
import { followedCategoryIDs } from "../category-follows";
import { loadCategoryIndex } from "../category-index";
import { isSignedIn, type ServiceContext } from "../context";
import { parseExpand } from "../expand";
import { pageRequest } from "../paging";
import { selectRows } from "../sql";
import { AUTHOR_FILTERS, articleFilters, articleOnlyFilters, droppedFilterWarnings } from "./article-filters";
import { parseDateRange } from "./date-range";
import { searchScope, subtree } from "./scope";
import { textList } from "./sql-parts";
import { configForLocale, parseTextQuery } from "./text-query";
import {
  DEFAULT_RECORD_TYPES,
  type PostFilters,
  SEARCH_RECORD_TYPES,
  type SearchExpand,
  type SearchPlan,
  type SearchRecordType,
} from "./types";

export type { SearchQuery };

const EXPANDS: readonly SearchExpand[] = ["insertUser", "breadcrumbs"];
const DISCUSSION_TYPES = ["discussion", "question", "idea", "poll"];

/** Lists may come as repeated parameters or comma lists ("discussion,comment"). */
function commaList(values: readonly string[] | undefined): string[] {
  const items = (values ?? []).flatMap((value) => value.split(",")).map((value) => value.trim());
  return [...new Set(items.filter(Boolean))];
}

function recordTypesOf(query: Partial<SearchQuery>): SearchRecordType[] {
  const known: ReadonlySet<string> = new Set(SEARCH_RECORD_TYPES);
  const asked = commaList(query.recordTypes).filter((type): type is SearchRecordType => known.has(type));
  return asked.length ? asked : [...DEFAULT_RECORD_TYPES];
}

/** The discussion-only filters the request carries, by parameter name. */
function discussionOnlyFilters(query: Partial<SearchQuery>): string[] {
  const present: [string, boolean][] = [
    ["types", commaList(query.types).length > 0],
    ["categoryID", query.categoryID !== undefined],
    ["categoryIDs", (query.categoryIDs ?? []).length > 0],
    ["followedCategories", query.followedCategories === true],
    ["includeChildCategories", query.includeChildCategories === true],
    ["includeArchivedCategories", query.includeArchivedCategories === true],
    ["insertUserNames", (query.insertUserNames ?? []).length > 0],
    ["insertUserIDs", (query.insertUserIDs ?? []).length > 0],
    ["tags", (query.tags ?? []).length > 0],
  ];
  return present.filter(([, used]) => used).map(([name]) => name);
}

async function userIDsByName(ctx: ServiceContext, names: readonly string[]): Promise<number[]> {
  if (!names.length) return [];
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await selectRows<{ userID: number }>(
    ctx.db,
    sql`SELECT "userID" FROM "users" WHERE lower("name") IN (${textList(lowered)})`,
  );
  return rows.map((row) => row.userID);
}

async function authorFilter(ctx: ServiceContext, query: Partial<SearchQuery>): Promise<number[] | null> {
  const names: readonly string[] = query.insertUserNames ?? [];
  const ids: readonly number[] = query.insertUserIDs ?? [];
  if (!names.length && !ids.length) return null;
  return [...new Set([...ids, ...(await userIDsByName(ctx, names))])];
}

/** Tags by name or url code; null when no tag filter; with "and", a tag that does not exist matches nothing. */
async function tagFilter(ctx: ServiceContext, query: Partial<SearchQuery>): Promise<PostFilters["tags"]> {
  const asked: readonly string[] = query.tags ?? [];
  const names = [...new Set(asked.map((name) => name.toLowerCase()))];
  if (!names.length) return null;
  const rows = await selectRows<{ tagID: number }>(
    ctx.db,
    sql`SELECT "tagID" FROM "tags" WHERE lower("name") IN (${textList(names)}) OR lower("urlcode") IN (${textList(names)})`,
  );
  const operator = query.tagOperator ?? "or";
  const tagIDs = [...new Set(rows.map((row) => row.tagID))];
  if (operator === "and" && tagIDs.length < names.length) return { tagIDs: [], operator: "or" };
  return { tagIDs, operator };
}

async function categoryFilter(
  ctx: ServiceContext,
  query: Partial<SearchQuery>,
  visible: readonly number[],
): Promise<number[]> {
  let allowed = new Set(visible);
  const asked = [...(query.categoryID === undefined ? [] : [query.categoryID]), ...(query.categoryIDs ?? [])];
  if (asked.length) {
    const index = await loadCategoryIndex(ctx.db);
    const wanted = query.includeChildCategories ? asked.flatMap((id) => subtree(index, id)) : asked;
    allowed = new Set(wanted.filter((id) => allowed.has(id)));
  }
  if (query.followedCategories) {
    // A guest follows nothing: the filter then lets nothing through.
    const followed = isSignedIn(ctx.viewer) ? await followedCategoryIDs(ctx, ctx.viewer.user.userID) : [];
    const followedSet = new Set(followed);
    allowed = new Set([...allowed].filter((id) => followedSet.has(id)));
  }
  return [...allowed];
}

async function postFilters(
  ctx: ServiceContext,
  query: Partial<SearchQuery>,
  visible: number[],
  applies: boolean,
  authors: number[] | null,
): Promise<PostFilters> {
  const name = query.name?.trim() || null;
  const config = query.locale ? configForLocale(query.locale) : null;
  if (!applies) return { categoryIDs: visible, types: null, insertUserIDs: null, tags: null, name, config };
  const types = commaList(query.types).filter((type) => DISCUSSION_TYPES.includes(type));
  return {
    categoryIDs: await categoryFilter(ctx, query, visible),
    types: types.length ? types : null,
    insertUserIDs: authors,
    tags: await tagFilter(ctx, query),
    name,
    config,
  };
}

export async function planSearch(ctx: ServiceContext, query: Partial<SearchQuery>): Promise<SearchPlan> {
  const recordTypes = recordTypesOf(query);
  const postsSearched = recordTypes.includes("discussion") || recordTypes.includes("comment");
  const articlesSearched = recordTypes.includes("article");
  // Authors apply to articles too: dropped only when neither posts nor articles are searched.
  const dropped = {
    posts: postsSearched
      ? []
      : discussionOnlyFilters(query).filter((name) => !articlesSearched || !AUTHOR_FILTERS.includes(name)),
    articles: articlesSearched ? [] : articleOnlyFilters(query),
  };
  const authors = postsSearched || articlesSearched ? await authorFilter(ctx, query) : null;
  const dateInserted = parseDateRange(query.dateInserted);
  const index = await loadCategoryIndex(ctx.db);
  const scope = await searchScope(ctx, index, {
    siteSectionID: query.siteSectionID,
    includeArchived: postsSearched && query.includeArchivedCategories === true,
  });
  const posts = await postFilters(ctx, query, scope.visibleCategoryIDs, postsSearched, authors);
  const articles = await articleFilters(ctx, query, { applies: articlesSearched, authors });
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  return {
    ctx,
    text: parseTextQuery(query.query, query.queryOperator ?? "and"),
    recordTypes,
    posts,
    articles,
    visibleCategoryIDs: scope.visibleCategoryIDs,
    siteSectionIDs: scope.siteSectionIDs,
    dateInserted,
    sort: query.sort ?? "relevance",
    page,
    limit,
    offset,
    expand: parseExpand(query.expand, EXPANDS),
    warnings: droppedFilterWarnings(dropped),
  };
}
