// GET /search/summary: what the search page shows around the results of the same query — hits per record type
// (every type, for the tabs), hits per category among the posts searched (top 20), "did you mean" and the
// warnings for dropped filters. Counts come from the same permission-filtered union as the results, each stopping at
// COUNT_LIMIT; the category facet counts the first COUNT_LIMIT hits found (bounds.ts).
import { sql } from "drizzle-orm";
import type { SearchSummary } from "../../../types/generated/api/search-summary";
import { loadCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { selectRows } from "../sql";
import { COUNT_LIMIT, capCount, cappedCountSql } from "./bounds";
import { didYouMean } from "./dictionary";
import { planSearch, type SearchQuery } from "./plan";
import { unionOfHits } from "./search";
import { SEARCH_RECORD_TYPES, type SearchPlan, type SearchRecordType } from "./types";

export type { SearchSummary };

const TOP_CATEGORIES = 20;
const POST_TYPES: readonly SearchRecordType[] = ["discussion", "comment"];

/** One count per record type, each stopping at COUNT_LIMIT (docs/reference/search.md#cost). */
async function countsByType(plan: SearchPlan): Promise<{ counts: Record<string, number>; capped: string[] }> {
  const counts: Record<string, number> = Object.fromEntries(SEARCH_RECORD_TYPES.map((type) => [type, 0]));
  const parts = SEARCH_RECORD_TYPES.flatMap((type) => {
    const union = unionOfHits(plan, [type]);
    return union ? [sql`SELECT ${type}::text AS "recordType", (${cappedCountSql(union)}) AS "hits"`] : [];
  });
  if (!parts.length) return { counts, capped: [] };
  const rows = await selectRows<{ recordType: string; hits: number | string }>(
    plan.ctx.db,
    sql.join(parts, sql` UNION ALL `),
  );
  const capped: string[] = [];
  for (const row of rows) {
    const count = capCount(Number(row.hits));
    counts[row.recordType] = count.total;
    if (count.capped) capped.push(row.recordType);
  }
  return { counts, capped };
}

async function countsByCategory(plan: SearchPlan): Promise<SearchSummary["categories"]> {
  const union = unionOfHits(
    plan,
    POST_TYPES.filter((type) => plan.recordTypes.includes(type)),
  );
  if (!union) return [];
  const rows = await selectRows<{ categoryID: number; hits: number | string }>(
    plan.ctx.db,
    // Among the first COUNT_LIMIT hits found: every hit unless a word is common, a sample then.
    sql`SELECT "categoryID", count(*) AS "hits" FROM (SELECT "categoryID" FROM (${union}) found LIMIT ${COUNT_LIMIT}) h
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
  const [byType, categories] = await Promise.all([countsByType(plan), countsByCategory(plan)]);
  const total = plan.recordTypes.reduce((sum, type) => sum + (byType.counts[type] ?? 0), 0);
  return {
    total,
    recordTypes: byType.counts,
    cappedRecordTypes: byType.capped,
    categories,
    didYouMean: plan.text ? await didYouMean(ctx.db, plan.text) : null,
    warnings: plan.warnings,
  };
}
