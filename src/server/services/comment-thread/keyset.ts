// Keyset pages of a discussion's top-level comments. Page N never reads the rows before it: one statement finds the
// page's first key with an index-only scan of the partial index (OFFSET over the index's key columns only, about
// 16 bytes an entry), then seeks to that key and reads `limit` rows from there. Where a comment sits (permalinks)
// is a count over the same index.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../sql";
import { KEYSET_ORDERS, type ThreadSort } from "./sorts";
import { trendingOrder } from "./trending";

const TOP_LEVEL = (discussionID: number) =>
  sql`"discussionID" = ${discussionID} AND "parentCommentID" IS NULL`;

/** The IDs of page `page` (1-based) of the top-level comments, in the sort's order. */
export async function topLevelPageIDs(
  db: Db,
  discussionID: number,
  sort: ThreadSort,
  page: number,
  limit: number,
): Promise<number[]> {
  const offset = (page - 1) * limit;
  if (sort === "-experimentalTrending") {
    return (await trendingOrder(db, discussionID)).slice(offset, offset + limit);
  }
  const order = KEYSET_ORDERS[sort];
  const rows = await selectRows<{ commentID: number }>(
    db,
    sql`WITH b AS (
          SELECT ${order.keyColumns} FROM comments WHERE ${TOP_LEVEL(discussionID)}
          ORDER BY ${order.orderBy} OFFSET ${offset} LIMIT 1
        )
        SELECT "commentID" FROM comments, b
        WHERE ${TOP_LEVEL(discussionID)} AND ${order.fromBoundary}
        ORDER BY ${order.orderBy} LIMIT ${limit}`,
  );
  return rows.map((row) => Number(row.commentID));
}

/** How many top-level comments the discussion has (an index-only count over the partial index). */
export async function countTopLevel(db: Db, discussionID: number): Promise<number> {
  const [row] = await selectRows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total FROM comments WHERE ${TOP_LEVEL(discussionID)}`,
  );
  return Number(row?.total ?? 0);
}

/** The 0-based position of a top-level comment in the sort's order, or null when it is not top-level here. */
export async function topLevelPosition(
  db: Db,
  discussionID: number,
  sort: ThreadSort,
  commentID: number,
): Promise<number | null> {
  if (sort === "-experimentalTrending") {
    const index = (await trendingOrder(db, discussionID)).indexOf(commentID);
    return index === -1 ? null : index;
  }
  const order = KEYSET_ORDERS[sort];
  const [row] = await selectRows<{ position: number | string | null }>(
    db,
    sql`WITH a AS (
          SELECT ${order.keyColumns} FROM comments WHERE "commentID" = ${commentID} AND ${TOP_LEVEL(discussionID)}
        )
        SELECT (SELECT count(*) FROM comments WHERE ${TOP_LEVEL(discussionID)} AND ${order.before}) AS position
        FROM a`,
  );
  return row?.position === undefined || row.position === null ? null : Number(row.position);
}
