// The leaderboard's points model (docs/reference/layout-widgets.md#widgets Leaderboard), over a rolling window (day,
// week, 30 days, 365 days or all time), counting only content in categories the viewer can see:
//   reputation      = sum of reaction_types.value of reactions received on the user's discussions and comments
//   posts           = discussions + comments the user inserted
//   acceptedAnswers = the user's comments whose answerStatus is 'accepted'
// Results are cached in memory for 5 minutes per (database, type, window, viewer's visible categories, filters).
import { type SQL, sql } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import type { Db } from "../db/client";
import type { ServiceContext } from "./context";
import { selectRows } from "./sql";
import { categorySetKey, perDatabaseCache } from "./ttl-cache";
import { loadUserFragments } from "./users-batch";

type SlotType = "d" | "w" | "m" | "y" | "a";
type LeaderboardType = "reputation" | "posts" | "acceptedAnswers";

export interface LeaderboardQuery {
  slotType: SlotType;
  leaderboardType: LeaderboardType;
  limit: number;
  includedRoleIDs: number[];
  excludedRoleIDs: number[];
}

export interface Leader {
  user: UserFragment;
  points: number;
}

const DAY_MS = 86_400_000;
const WINDOW_DAYS: Record<Exclude<SlotType, "a">, number> = { d: 1, w: 7, m: 30, y: 365 };
const LEADERBOARD_CACHE_MS = 5 * 60_000;

/** The start of the window, or null for all time. */
function windowStart(slotType: SlotType, now: number): Date | null {
  return slotType === "a" ? null : new Date(now - WINDOW_DAYS[slotType] * DAY_MS);
}

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function since(column: SQL, start: Date | null): SQL {
  return start ? sql`AND ${column} >= ${start.toISOString()}` : sql``;
}

/** (userID, points) rows of the chosen model, before role filters and ranking. */
function pointsSource(type: LeaderboardType, visible: SQL, start: Date | null): SQL {
  if (type === "posts") {
    return sql`
      SELECT d."insertUserID" AS "userID", 1 AS points FROM discussions d
       WHERE d."categoryID" IN (${visible}) ${since(sql`d."dateInserted"`, start)}
      UNION ALL
      SELECT c."insertUserID", 1 FROM comments c JOIN discussions d ON d."discussionID" = c."discussionID"
       WHERE d."categoryID" IN (${visible}) ${since(sql`c."dateInserted"`, start)}`;
  }
  if (type === "acceptedAnswers") {
    return sql`
      SELECT c."insertUserID" AS "userID", 1 AS points FROM comments c
        JOIN discussions d ON d."discussionID" = c."discussionID"
       WHERE c."answerStatus" = 'accepted' AND d."categoryID" IN (${visible})
             ${since(sql`c."dateInserted"`, start)}`;
  }
  return sql`
    SELECT d."insertUserID" AS "userID", rt.value AS points FROM reactions r
      JOIN reaction_types rt ON rt."tagID" = r."tagID"
      JOIN discussions d ON r."recordType" = 'discussion' AND d."discussionID" = r."recordID"
     WHERE d."categoryID" IN (${visible}) ${since(sql`r."dateInserted"`, start)}
    UNION ALL
    SELECT c."insertUserID", rt.value FROM reactions r
      JOIN reaction_types rt ON rt."tagID" = r."tagID"
      JOIN comments c ON r."recordType" = 'comment' AND c."commentID" = r."recordID"
      JOIN discussions d ON d."discussionID" = c."discussionID"
     WHERE d."categoryID" IN (${visible}) ${since(sql`r."dateInserted"`, start)}`;
}

function roleFilters(query: LeaderboardQuery): SQL {
  const parts: SQL[] = [];
  if (query.includedRoleIDs.length > 0) {
    parts.push(sql`AND EXISTS (SELECT 1 FROM user_roles ur WHERE ur."userID" = u."userID"
                    AND ur."roleID" IN (${idList(query.includedRoleIDs)}))`);
  }
  if (query.excludedRoleIDs.length > 0) {
    parts.push(sql`AND NOT EXISTS (SELECT 1 FROM user_roles ur WHERE ur."userID" = u."userID"
                    AND ur."roleID" IN (${idList(query.excludedRoleIDs)}))`);
  }
  return sql.join(parts, sql` `);
}

async function rankLeaders(db: Db, query: LeaderboardQuery, visible: number[], now: number) {
  const source = pointsSource(query.leaderboardType, idList(visible), windowStart(query.slotType, now));
  return selectRows<{ userID: number; points: number }>(
    db,
    sql`SELECT p."userID" AS "userID", SUM(p.points)::int AS points
          FROM (${source}) p JOIN users u ON u."userID" = p."userID"
         WHERE NOT u.deleted ${roleFilters(query)}
         GROUP BY p."userID"
        HAVING SUM(p.points) > 0
         ORDER BY points DESC, p."userID" ASC
         LIMIT ${Math.min(Math.max(query.limit, 1), 100)}`,
  );
}

const boards = perDatabaseCache<Leader[]>(LEADERBOARD_CACHE_MS);

function cacheKey(query: LeaderboardQuery, visible: number[]): string {
  const roles = `${query.includedRoleIDs.join(".")}|${query.excludedRoleIDs.join(".")}`;
  return [query.leaderboardType, query.slotType, query.limit, roles, categorySetKey(visible)].join(":");
}

/** `within` narrows the points to those categories (the widget's site section or category filter). */
export async function leaderboard(
  ctx: ServiceContext,
  query: LeaderboardQuery,
  now = Date.now(),
  within?: ReadonlySet<number>,
): Promise<Leader[]> {
  const all = ctx.viewer.permissions.visibleCategoryIDs();
  const visible = within ? all.filter((id) => within.has(id)) : all;
  if (visible.length === 0) return [];
  const cache = boards.cacheFor(ctx.db);
  const key = cacheKey(query, visible);
  const hit = cache.get(key, now);
  if (hit) return hit;
  const rows = await rankLeaders(ctx.db, query, visible, now);
  const users = await loadUserFragments(
    ctx.db,
    rows.map((row) => row.userID),
  );
  const leaders = rows.flatMap((row) => {
    const user = users.get(row.userID);
    return user ? [{ user, points: Number(row.points) }] : [];
  });
  cache.set(key, leaders, now);
  return leaders;
}

/** Forget cached boards (tests, and after bulk imports). */
export function clearLeaderboardCache(db: Db): void {
  boards.clear(db);
}
