// The orders of a discussion's top-level comments (the thread's pages) and how each finds a page without reading
// the rows before it: the keyset pair of columns each order follows, and which partial index holds it.
//   dateInserted        oldest first   comments_thread_top        ("dateInserted", "commentID")
//   -dateInserted       newest first   comments_thread_top        read backwards
//   -score              top first      comments_thread_top_score  (score DESC, "commentID")
//   -experimentalTrending               no index can hold it (it depends on now): trending.ts
import { type SQL, sql } from "drizzle-orm";

const THREAD_SORTS = ["dateInserted", "-dateInserted", "-score", "-experimentalTrending"] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
export type KeysetSort = Exclude<ThreadSort, "-experimentalTrending">;

export function isThreadSort(value: unknown): value is ThreadSort {
  return typeof value === "string" && (THREAD_SORTS as readonly string[]).includes(value);
}

interface KeysetOrder {
  /** The key columns of the boundary row as the index stores them, named k1 and k2. */
  keyColumns: SQL;
  orderBy: SQL;
  /** Rows at or after the boundary `b` in this order (so the page starts with the boundary row). */
  fromBoundary: SQL;
  /** Rows strictly before the row `a` in this order (its position = their count). */
  before: SQL;
}

export const KEYSET_ORDERS: Record<KeysetSort, KeysetOrder> = {
  dateInserted: {
    keyColumns: sql`"dateInserted" AS k1, "commentID" AS k2`,
    orderBy: sql`"dateInserted", "commentID"`,
    fromBoundary: sql`("dateInserted", "commentID") >= (b.k1, b.k2)`,
    before: sql`("dateInserted", "commentID") < (a.k1, a.k2)`,
  },
  "-dateInserted": {
    keyColumns: sql`"dateInserted" AS k1, "commentID" AS k2`,
    orderBy: sql`"dateInserted" DESC, "commentID" DESC`,
    fromBoundary: sql`("dateInserted", "commentID") <= (b.k1, b.k2)`,
    before: sql`("dateInserted", "commentID") > (a.k1, a.k2)`,
  },
  "-score": {
    keyColumns: sql`score AS k1, "commentID" AS k2`,
    orderBy: sql`score DESC, "commentID"`,
    // The index is (score DESC, commentID ASC), a mixed order no row comparison expresses: the first term bounds
    // the index range, the second picks the start inside the boundary's score.
    fromBoundary: sql`score <= b.k1 AND (score < b.k1 OR "commentID" >= b.k2)`,
    before: sql`(score > a.k1 OR (score = a.k1 AND "commentID" < a.k2))`,
  },
};
