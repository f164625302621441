// GET /search/summary: what the search page shows around the results of the same query — hits per record type
// (every type, for the tabs), hits per category among the posts searched (top 20), "did you mean" and the
// warnings for dropped filters. Counts come from the same permission-filtered union as the results.
import { sql } from "drizzle-orm";
import type { SearchSummary } from "../../../types/generated/api/search-summary";
import { loadCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { selectRows } from "../sql";
import { didYouMean } from "./dictionary";
import { planSearch, type SearchQuery } from "./plan";
import { unionOfHits } from "./search";
import { SEARCH_RECORD_TYPES, type SearchPlan, type SearchRecordType } from "./types";

export type { SearchSummary };

const TOP_CATEGORIES = 20;
const POST_TYPES: readonly SearchRecordType[] = ["discussion", "comment"];

async function countsByType(plan: SearchPlan): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(SEARCH_RECORD_TYPES.map((type) => [type, 0]));
  const union = unionOfHits(plan, SEARCH_RECORD_TYPES);
  if (!union) return counts;
  const rows = await selectRows<{ recordType: string; hits: number | string }>(
    plan.ctx.db,
    sql`SELECT "recordType", count(*) AS "hits" FROM (${union}) h GROUP BY "recordType"`,
  );
  for (const row of rows) counts[row.recordType] = Number(row.hits);
  return counts;
}

async function countsByCategory(plan: SearchPlan): Promise<SearchSummary["categories"]> {
  const union = unionOfHits(
    plan,
    POST_TYPES.filter((type) => plan.recordTypes.includes(type)),
  );
  if (!union) return [];
  const rows = await selectRows<{ categoryID: number; hits: number | string }>(
    plan.ctx.db,
    sql`SELECT "categoryID", count(*) AS "hits" FROM (${union}) h
      WHERE "categoryID" IS NOT NULL GROUP BY "categoryID" ORDER BY count(*) DESC, "categoryID"
      LIMIT ${TOP_CATEGORIES}`,
  );
  const index = await loadCategoryIndex(plan.ctx.db);
  return rows.flatMap((row) => {
    const category = index.byID.get(row.categoryID);
    return category ? [{ categoryID: row.categoryID, name: category.name, count: Number(row.hits) }] : [];
  });
}

export async function searchSummary(
  ctx: ServiceContext,
  query: Partial<SearchQuery>,
): Promise<SearchSummary> {
  const plan = await planSearch(ctx, query);
  const [recordTypes, categories] = await Promise.all([countsByType(plan), countsByCategory(plan)]);
  const total = plan.recordTypes.reduce((sum, type) => sum + (recordTypes[type] ?? 0), 0);
  return {
    total,
    recordTypes,
    categories,
    didYouMean: plan.text ? await didYouMean(ctx.db, plan.text) : null,
    warnings: plan.warnings,
  };
}
