// Trending (sort -experimentalTrending): a top-level comment's score weighted by its age, so recent well-liked
// comments rise and old ones sink:
//     trending = (score + 1) / (ageHours + 2) ^ 1.5
// where ageHours is the time since the comment was posted (the "+1" lets unscored fresh comments outrank unscored
// old ones; the "+2" keeps brand-new comments from dominating). Ties: newest first, then commentID.
// It depends on now, so no index holds it: the whole order of one discussion's top-level comments is computed from
// the index columns plus score and kept for a minute per discussion (as hot-ranking.ts does for discussion lists);
// pages and permalinks slice that order.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../sql";
import { perDatabaseCache } from "../ttl-cache";

const TRENDING_TTL_MS = 60_000;

const orders = perDatabaseCache<Promise<number[]>>(TRENDING_TTL_MS);

function rankTopLevel(db: Db, discussionID: number): Promise<number[]> {
  return selectRows<{ commentID: number }>(
    db,
    sql`SELECT "commentID" FROM comments
        WHERE "discussionID" = ${discussionID} AND "parentCommentID" IS NULL
        ORDER BY (score + 1) / power(greatest(0, extract(epoch FROM now() - "dateInserted") / 3600) + 2, 1.5) DESC,
                 "dateInserted" DESC, "commentID" DESC`,
  ).then((rows) => rows.map((row) => Number(row.commentID)));
}

/** The discussion's top-level comment IDs in trending order (at most a minute old). */
export function trendingOrder(db: Db, discussionID: number): Promise<number[]> {
  const cache = orders.cacheFor(db);
  const key = String(discussionID);
  let order = cache.get(key);
  if (!order) {
    order = rankTopLevel(db, discussionID);
    cache.set(key, order);
    order.catch(() => cache.delete(key));
  }
  return order;
}
