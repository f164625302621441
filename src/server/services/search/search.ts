// GET /search: the hits of every record type searched in one ranked union (permissions inside each source's SQL),
// one page of it with the total, then each page row presented by its source — excerpts are computed for those rows
// only (docs/reference/search.md).
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../types/generated/api/search-result";
import type { ServiceContext } from "../context";
import type { Paging } from "../paging";
import { selectRows } from "../sql";
import { planSearch, type SearchQuery } from "./plan";
import { SEARCH_SOURCES } from "./sources";
import { hitKey, type SearchHit, type SearchPlan, type SearchRecordType } from "./types";

export type { SearchResult };

/** The union of the sources' hits for these record types; null when none can answer. */
export function unionOfHits(plan: SearchPlan, types: readonly SearchRecordType[]): SQL | null {
  const parts = types.flatMap((type) => {
    const part = SEARCH_SOURCES.get(type)?.hits(plan);
    return part ? [sql`(${part})`] : [];
  });
  return parts.length ? sql.join(parts, sql` UNION ALL `) : null;
}

function orderBy(plan: SearchPlan): SQL {
  if (plan.sort === "dateInserted") return sql`"dateInserted" ASC, "recordType", "recordID" ASC`;
  if (plan.sort === "-dateInserted" || !plan.text)
    return sql`"dateInserted" DESC, "recordType", "recordID" DESC`;
  return sql`"rank" DESC, "dateInserted" DESC, "recordType", "recordID" DESC`;
}

interface HitRow {
  recordType: SearchRecordType;
  kind: string;
  recordID: number;
  rank: number | string;
  total: number | string;
}

/** The page, and the total counted in the same pass (a window over every hit, before LIMIT). */
async function selectPage(
  plan: SearchPlan,
  union: SQL,
): Promise<{ hits: SearchHit[]; total: number | null }> {
  const rows = await selectRows<HitRow>(
    plan.ctx.db,
    sql`SELECT "recordType", "kind", "recordID", "rank", count(*) OVER () AS "total" FROM (${union}) hits
      ORDER BY ${orderBy(plan)} LIMIT ${plan.limit} OFFSET ${plan.offset}`,
  );
  const hits = rows.map(({ total: _, ...row }) => ({ ...row, rank: Number(row.rank) }));
  return { hits, total: rows[0] ? Number(rows[0].total) : null };
}

async function countHits(plan: SearchPlan, union: SQL): Promise<number> {
  const [row] = await selectRows<{ total: number | string }>(
    plan.ctx.db,
    sql`SELECT count(*) AS "total" FROM (${union}) hits`,
  );
  return Number(row?.total ?? 0);
}

/** The page's hits presented by their sources, in the page's order. */
async function presentHits(plan: SearchPlan, hits: readonly SearchHit[]): Promise<SearchResult[]> {
  const byType = new Map<SearchRecordType, SearchHit[]>();
  for (const hit of hits) byType.set(hit.recordType, [...(byType.get(hit.recordType) ?? []), hit]);
  const presented = await Promise.all(
    [...byType].map(async ([type, ofType]) => {
      const source = SEARCH_SOURCES.get(type);
      return [type, source ? await source.present(plan, ofType) : new Map<string, SearchResult>()] as const;
    }),
  );
  const results = new Map(presented);
  return hits.flatMap((hit) => {
    const result = results.get(hit.recordType)?.get(hitKey(hit));
    if (!result) return []; // gone between the two queries
    return [plan.text && plan.sort === "relevance" ? { ...result, score: hit.rank } : result];
  });
}

export async function searchRecords(
  ctx: ServiceContext,
  query: Partial<SearchQuery>,
): Promise<{ data: SearchResult[]; paging: Paging }> {
  const plan = await planSearch(ctx, query);
  const union = unionOfHits(plan, plan.recordTypes);
  const paging = { page: plan.page, limit: plan.limit, total: 0 };
  if (!union) return { data: [], paging };
  const page = await selectPage(plan, union);
  // A page past the end has no row to carry the total: counted apart.
  const total = page.total ?? (await countHits(plan, union));
  return { data: await presentHits(plan, page.hits), paging: { ...paging, total } };
}
