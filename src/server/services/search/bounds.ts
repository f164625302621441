// How much of a match set a search reads (docs/reference/search.md#cost). A common word matches a large share of
// the posts; ranking and counting every match made its cost grow with the forum. So a search first counts at most
// COUNT_LIMIT + 1 hits, without ranking them: up to COUNT_LIMIT, every hit is then ranked and paged. Past it:
// - relevance ranks only the newest RANK_WINDOW matches of each record type, taken in primary-key order (the
//   insertion order, which the primary key index serves without reading the other matches) among its newest
//   RECENT_ROWS rows, so the read stays bounded when the filters keep few of them;
// - a date sort reads, per record type, only the rows the page can need (offset + limit + 1, by date): exact;
// - the total is COUNT_LIMIT, a lower bound.
import { type SQL, sql } from "drizzle-orm";
import type { SearchPlan } from "./types";

const RANK_WINDOW = 1000;
/** How many of a table's newest rows relevance looks through past COUNT_LIMIT hits. */
const RECENT_ROWS = 20_000;
export const COUNT_LIMIT = 1000;

/** Which rows of a branch a query needs, in which order: null reads every match (counts, facets). */
export interface HitBound {
  order: "newestID" | "newest" | "oldest";
  limit: number;
}

/** The bound for a page of this plan's results. */
export function pageBound(plan: SearchPlan): HitBound {
  if (plan.text && plan.sort === "relevance") return { order: "newestID", limit: RANK_WINDOW };
  const needed = plan.offset + plan.limit + 1;
  return { order: plan.sort === "dateInserted" ? "oldest" : "newest", limit: needed };
}

/** `ORDER BY … LIMIT n` for a branch's inner SELECT, given its ID and date columns; empty without a bound. */
export function boundClause(bound: HitBound | null, id: SQL, date: SQL): SQL {
  if (!bound) return sql``;
  const limit = sql.raw(String(Math.max(1, Math.floor(bound.limit))));
  if (bound.order === "newestID") return sql`ORDER BY ${id} DESC LIMIT ${limit}`;
  // The null orders of discussions_inserted and comments_inserted (DESC NULLS LAST), so either can serve them.
  if (bound.order === "oldest")
    return sql`ORDER BY ${date} ASC NULLS FIRST, ${id} ASC NULLS FIRST LIMIT ${limit}`;
  return sql`ORDER BY ${date} DESC NULLS LAST, ${id} DESC NULLS LAST LIMIT ${limit}`;
}

/** Relevance past COUNT_LIMIT: the match is read newest first, one SELECT for every configuration (bounds.ts). */
export function readsNewestFirst(bound: HitBound | null): boolean {
  return bound?.order === "newestID";
}

/**
 * The newest RECENT_ROWS rows of a table, by primary key: what relevance looks through past COUNT_LIMIT hits. The
 * planner's estimates cannot see every filter (a comment's category is its discussion's), and a newest-first walk
 * that finds fewer matches than it expected would otherwise read the whole table.
 */
export function amongNewestRows(table: string, idColumn: string, alias: string): SQL {
  const newest = `(SELECT coalesce(max(t."${idColumn}"), 0) FROM "${table}" t)`;
  return sql.raw(`${alias}."${idColumn}" > ${newest} - ${RECENT_ROWS}`);
}

/** A count that stops after COUNT_LIMIT + 1 rows of `select`: the count, capped, and whether it was. */
export function cappedCountSql(select: SQL): SQL {
  return sql`SELECT count(*) AS "total" FROM (SELECT 1 FROM (${select}) counted LIMIT ${sql.raw(String(COUNT_LIMIT + 1))}) capped`;
}

export function capCount(counted: number): { total: number; capped: boolean } {
  return counted > COUNT_LIMIT ? { total: COUNT_LIMIT, capped: true } : { total: counted, capped: false };
}
