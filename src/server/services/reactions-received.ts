// Reactions a user's posts received (docs/reference/api-conventions.md#resources User.reactionsReceived) and, per
// reaction type, the posts that received it (the list of /profile/reactions/{userName}?reaction=). Only posts in
// categories the viewer may see count: a reaction on a private post must not reveal the post.
import { and, eq, sql } from "drizzle-orm";
import type { ReactedPost } from "../../types/generated/api/reacted-post";
import type { ReactionReceived } from "../../types/generated/api/reaction-received";
import { reactionTypes } from "../db/schema";
import { notFound } from "../http/errors";
import type { ServiceContext } from "./context";
import { excerptOf } from "./format";
import { type Paging, pageRequest } from "./paging";
import { selectRows } from "./sql";
import { commentUrl, discussionUrl } from "./urls";

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function reactionsUrl(userName: string, urlcode: string): string {
  return `/profile/reactions/${encodeURIComponent(userName)}?reaction=${encodeURIComponent(urlcode)}`;
}

/**
 * One row per reaction on one of the user's visible posts: the post, and when and with which type it was reacted
 * to. `tagID` narrows it to one reaction type.
 */
function reactionsOnPosts(userID: number, visible: readonly number[], tagID?: number) {
  const ofType = tagID === undefined ? sql`` : sql`AND r."tagID" = ${tagID}`;
  return sql`
    SELECT 'discussion' AS "recordType", d."discussionID" AS "recordID", d."discussionID", d."categoryID",
           d.name, d.body, d."dateInserted", r."tagID", r."dateInserted" AS "dateReacted"
      FROM reactions r
      JOIN discussions d ON r."recordType" = 'discussion' AND d."discussionID" = r."recordID"
     WHERE d."insertUserID" = ${userID} AND d."categoryID" IN (${idList(visible)}) ${ofType}
    UNION ALL
    SELECT 'comment', c."commentID", d."discussionID", d."categoryID",
           d.name, c.body, c."dateInserted", r."tagID", r."dateInserted"
      FROM reactions r
      JOIN comments c ON r."recordType" = 'comment' AND c."commentID" = r."recordID"
      JOIN discussions d ON d."discussionID" = c."discussionID"
     WHERE c."insertUserID" = ${userID} AND d."categoryID" IN (${idList(visible)}) ${ofType}`;
}

/** Counts per active reaction type, the most received first. */
export async function reactionsReceived(
  ctx: ServiceContext,
  userID: number,
  userName: string,
): Promise<ReactionReceived[]> {
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (visible.length === 0) return [];
  const rows = await selectRows<{ tagID: number; urlcode: string; name: string; count: number }>(
    ctx.db,
    sql`SELECT t."tagID", t.urlcode, t.name, count(*)::int AS count
          FROM (${reactionsOnPosts(userID, visible)}) x
          JOIN reaction_types t ON t."tagID" = x."tagID"
         WHERE t.active
         GROUP BY t."tagID", t.urlcode, t.name
         ORDER BY count DESC, t."tagID"`,
  );
  return rows.map((row) => ({
    tagID: row.tagID,
    urlcode: row.urlcode,
    name: row.name,
    count: row.count,
    url: reactionsUrl(userName, row.urlcode),
  }));
}

interface ReactedRow {
  recordType: "discussion" | "comment";
  recordID: number;
  discussionID: number;
  categoryID: number;
  name: string;
  body: string;
  dateInserted: Date | string;
  count: number;
  dateLastReacted: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The active reaction type with this urlcode (case-insensitive), or 404. */
async function reactionTypeID(ctx: ServiceContext, urlcode: string): Promise<number> {
  const [type] = await ctx.db
    .select({ tagID: reactionTypes.tagID })
    .from(reactionTypes)
    .where(
      and(eq(sql`lower(${reactionTypes.urlcode})`, urlcode.toLowerCase()), eq(reactionTypes.active, true)),
    )
    .limit(1);
  if (!type) throw notFound("Reaction");
  return type.tagID;
}

/** The user's posts that received this reaction, the most recently reacted to first. */
export async function reactedPosts(
  ctx: ServiceContext,
  userID: number,
  query: { reaction: string; page?: number | undefined; limit?: number | undefined },
): Promise<{ data: ReactedPost[]; paging: Paging }> {
  const tagID = await reactionTypeID(ctx, query.reaction);
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (visible.length === 0) return { data: [], paging: { page, limit, total: 0 } };
  const reacted = reactionsOnPosts(userID, visible, tagID);
  const [rows, totals] = await Promise.all([
    selectRows<ReactedRow>(
      ctx.db,
      sql`SELECT "recordType", "recordID", "discussionID", "categoryID", name, body, "dateInserted",
                 count(*)::int AS count, max("dateReacted") AS "dateLastReacted"
            FROM (${reacted}) x
           GROUP BY "recordType", "recordID", "discussionID", "categoryID", name, body, "dateInserted"
           ORDER BY "dateLastReacted" DESC, "recordType", "recordID" DESC
           LIMIT ${limit} OFFSET ${offset}`,
    ),
    selectRows<{ total: number }>(
      ctx.db,
      sql`SELECT count(DISTINCT ("recordType", "recordID"))::int AS total FROM (${reacted}) x`,
    ),
  ]);
  const data = rows.map(
    (row): ReactedPost => ({
      recordType: row.recordType,
      recordID: row.recordID,
      discussionID: row.discussionID,
      categoryID: row.categoryID,
      name: row.name,
      excerpt: excerptOf(row.body),
      url: row.recordType === "discussion" ? discussionUrl(row.recordID, row.name) : commentUrl(row.recordID),
      dateInserted: iso(row.dateInserted),
      count: row.count,
      dateLastReacted: iso(row.dateLastReacted),
    }),
  );
  return { data, paging: { page, limit, total: totals[0]?.total ?? 0 } };
}
