// GET /search: the hits of every record type searched in one ranked union (permissions inside each source's SQL),
// one page of it with the total, then each page row presented by its source — excerpts are computed for those rows
// only (docs/reference/search.md). The union and the count are bounded (bounds.ts, docs/reference/search.md#cost).
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../types/generated/api/search-result";
import type { ServiceContext } from "../context";
import type { Paging } from "../paging";
import { selectRows } from "../sql";
import { COUNT_LIMIT, cappedCountSql, type HitBound, pageBound } from "./bounds";
import { planSearch, type SearchQuery } from "./plan";
import { SEARCH_SOURCES } from "./sources";
import { hitKey, type SearchHit, type SearchPlan, type SearchRecordType } from "./types";

export type { SearchResult };

/** The union of the sources' hits for these record types; null when none can answer. */
export function unionOfHits(
  plan: SearchPlan,
  types: readonly SearchRecordType[],
  bound: HitBound | null = null,
): SQL | null {
  const parts = types.flatMap((type) => {
    const part = SEARCH_SOURCES.get(type)?.hits(plan, bound);
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
}

interface PageOfHits {
  hits: SearchHit[];
  hasNextPage: boolean;
}

function pageOfRows(plan: SearchPlan, rows: readonly HitRow[]): PageOfHits {
  const hits = rows.slice(0, plan.limit).map(({ recordType, kind, recordID, rank }) => ({
    recordType,
    kind,
    recordID,
    rank: Number(rank),
  }));
  return { hits, hasNextPage: rows.length > plan.limit };
}

/** Up to COUNT_LIMIT hits: every hit ranked (or sorted) and paged, and whether another page follows. */
async function pageOfFewHits(plan: SearchPlan, union: SQL): Promise<PageOfHits> {
  const rows = await selectRows<HitRow>(
    plan.ctx.db,
    sql`SELECT "recordType", "kind", "recordID", "rank" FROM (${union}) hits
      ORDER BY ${orderBy(plan)} LIMIT ${plan.limit + 1} OFFSET ${plan.offset}`,
  );
  return pageOfRows(plan, rows);
}

/** Many hits: the page among the rows the bound names (bounds.ts), and whether another page follows. */
async function pageOfManyHits(plan: SearchPlan): Promise<PageOfHits> {
  const union = unionOfHits(plan, plan.recordTypes, pageBound(plan));
  if (!union) return { hits: [], hasNextPage: false };
  const rows = await selectRows<HitRow>(
    plan.ctx.db,
    sql`SELECT "recordType", "kind", "recordID", "rank" FROM (${union}) hits
      ORDER BY ${orderBy(plan)} LIMIT ${plan.limit + 1} OFFSET ${plan.offset}`,
  );
  return pageOfRows(plan, rows);
}

async function countHits(plan: SearchPlan, union: SQL): Promise<{ counted: number }> {
  const [row] = await selectRows<{ total: number | string }>(plan.ctx.db, cappedCountSql(union));
  return { counted: Number(row?.total ?? 0) };
}

/**
 * Past COUNT_LIMIT the total is COUNT_LIMIT, or the hits up to this page when a page past it is asked for, and a
 * lower bound while another page follows (docs/reference/api-conventions.md#paging).
 */
function cappedPaging(plan: SearchPlan, page: PageOfHits): Paging {
  const upToThisPage = page.hits.length ? plan.offset + page.hits.length : 0;
  return {
    page: plan.page,
    limit: plan.limit,
    total: Math.max(COUNT_LIMIT, upToThisPage),
    totalIsLowerBound: page.hasNextPage,
    hasNextPage: page.hasNextPage,
  };
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
  // Counted first, without ranking: the count decides how the page is read (bounds.ts).
  const counted = (await countHits(plan, union)).counted;
  if (counted <= COUNT_LIMIT) {
    const few = await pageOfFewHits(plan, union);
    return { data: await presentHits(plan, few.hits), paging: { ...paging, total: counted } };
  }
  const many = await pageOfManyHits(plan);
  return { data: await presentHits(plan, many.hits), paging: cappedPaging(plan, many) };
}
