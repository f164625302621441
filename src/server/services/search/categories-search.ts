// GET /categories/search (docs/reference/search.md#api; the category picker of the search filters): categories the
// viewer may view whose name holds the text (or whose words match it), under parentCategoryID when given, in the shape
// of GET /categories. The whole name first, then names starting with the text, then by relevance and name.
import { sql } from "drizzle-orm";
import type { Category } from "../../../types/generated/api/category";
import type { CategorySearchQuery } from "../../../types/generated/api/category-search-query";
import { notFound } from "../../http/errors";
import { listCategoriesPaged } from "../categories";
import { descendantsOf, isListedCategory, loadCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { selectRows } from "../sql";
import { textRank } from "./ranking";
import { containsText, intArray, startsWithText } from "./sql-parts";
import { parseTextQuery, tsqueryByConfig, vectorMatches } from "./text-query";

export type { CategorySearchQuery };

const cat = (column: string) => sql.raw(`cat."${column}"`);
/** GET /categories pages its flat output by at most this many. */
const CATEGORY_PAGE = 500;

async function categoryIDsToSearch(
  ctx: ServiceContext,
  parentCategoryID: number | undefined,
): Promise<number[]> {
  const index = await loadCategoryIndex(ctx.db);
  // A group's own category is not a category to pick (docs/reference/groups.md#model).
  const visible = ctx.viewer.permissions
    .visibleCategoryIDs()
    .filter((id) => isListedCategory(index.byID.get(id)));
  if (parentCategoryID === undefined) return visible;
  if (!ctx.viewer.permissions.canViewCategory(parentCategoryID)) throw notFound("Category");
  const below = new Set(descendantsOf(index, parentCategoryID).map((node) => node.categoryID));
  return visible.filter((id) => below.has(id));
}

async function matchingIDs(
  ctx: ServiceContext,
  ids: number[],
  text: string,
  limit: number,
): Promise<number[]> {
  const parsed = parseTextQuery(text, "and");
  if (!parsed || !ids.length) return [];
  const rows = await selectRows<{ categoryID: number }>(
    ctx.db,
    sql`SELECT cat."categoryID" FROM "categories" cat
      WHERE cat."categoryID" = ANY(${intArray(ids)})
        AND (${containsText(cat("name"), text)} OR ${vectorMatches(cat("searchVector"), cat("searchConfig"), parsed)})
      ORDER BY (lower(cat."name") = lower(${text})) DESC, (${startsWithText(cat("name"), text)}) DESC,
        ${textRank(cat("searchVector"), tsqueryByConfig(cat("searchConfig"), parsed))} DESC, cat."name", cat."categoryID"
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.categoryID);
}

/** The categories of these IDs as GET /categories presents them (its flat output, read page by page). */
async function presentCategories(
  ctx: ServiceContext,
  ids: readonly number[],
  expand: CategorySearchQuery["expand"],
): Promise<Category[]> {
  const wanted = new Set(ids);
  const found = new Map<number, Category>();
  for (let page = 1; found.size < wanted.size; page++) {
    const { data } = await listCategoriesPaged(ctx, {
      outputFormat: "flat",
      maxDepth: 10,
      page,
      limit: CATEGORY_PAGE,
      expand,
    });
    for (const category of data)
      if (wanted.has(category.categoryID)) found.set(category.categoryID, category);
    if (data.length < CATEGORY_PAGE) break;
  }
  return ids.flatMap((id) => {
    const category = found.get(id);
    return category ? [category] : [];
  });
}

export async function searchCategories(ctx: ServiceContext, query: CategorySearchQuery): Promise<Category[]> {
  const text = query.query.trim();
  const ids = await categoryIDsToSearch(ctx, query.parentCategoryID);
  const matched = await matchingIDs(ctx, ids, text, query.limit ?? 50);
  if (!matched.length) return [];
  return presentCategories(ctx, matched, query.expand);
}
