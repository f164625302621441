// "Hot" depends on now(), so no index can serve it: ranking is a sort of every visible discussion (about 0.4 s on
// PGlite and 70 ms on PostgreSQL at 100,000 discussions), paid by every trending tab and suggested-content widget.
// A trending order may be a minute old (forums that score hotness in a periodic job are staler), so the order of
// each exact list page is kept for a minute, while its rows are read fresh by primary key and filtered again: edits,
// moves and permission changes show at once; a row that no longer matches only leaves a gap until the order renews.
import { and, inArray, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { discussions } from "../db/schema";
import type { ServiceContext } from "./context";
import { type DiscussionRow, discussionColumns } from "./discussion-presenter";
import { perDatabaseCache } from "./ttl-cache";

export const HOT_ORDER_TTL_MS = 60_000;

/** The promise is cached, so requests that arrive while an order is computed share that one sort. */
const orders = perDatabaseCache<Promise<number[]>>(HOT_ORDER_TTL_MS);
const dialect = new PgDialect();

/** The rendered SQL and its parameters name the list exactly: categories, filters, and the page. (No hashing:
 * this module reaches the Storybook preview through the widget loaders, where node:crypto does not exist.) */
function pageKey(where: SQL, offset: number, limit: number): string {
  const { sql, params } = dialect.sqlToQuery(where);
  return JSON.stringify([sql, params, offset, limit]);
}

function rankIDs(ctx: ServiceContext, where: SQL, orderBy: SQL[], offset: number, limit: number) {
  return ctx.db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((row) => row.discussionID));
}

/** One page of a hot-ordered list: the order from the last minute, the rows as they are now. */
export async function selectHotPage(
  ctx: ServiceContext,
  where: SQL,
  orderBy: SQL[],
  offset: number,
  limit: number,
): Promise<DiscussionRow[]> {
  const cache = orders.cacheFor(ctx.db);
  const key = pageKey(where, offset, limit);
  let order = cache.get(key);
  if (!order) {
    order = rankIDs(ctx, where, orderBy, offset, limit);
    cache.set(key, order);
    // A failed ranking is not kept: the next request tries again.
    order.catch(() => cache.delete(key));
  }
  const ids = await order;
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(discussionColumns)
    .from(discussions)
    .where(and(where, inArray(discussions.discussionID, ids)));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.discussionID) ?? 0) - (position.get(b.discussionID) ?? 0));
}
