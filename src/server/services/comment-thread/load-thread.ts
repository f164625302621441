// One page of a discussion's comment thread (GET /comments/thread and the comment thread widgets): the page's
// top-level comments found by keyset (keyset.ts), their replies read by one recursive walk down comments_parent,
// nested to maxDepth (nest.ts) and presented like GET /comments. A `commentID` asks for the page holding that
// comment's top-level ancestor (permalinks).
import { eq, type InferSelectModel, inArray, sql } from "drizzle-orm";
import type { Comment } from "../../../types/generated/api/comment";
import type { CommentThreadQuery } from "../../../types/generated/api/comment-thread-query";
import { comments, discussions } from "../../db/schema";
import { renderStoredBodies } from "../../format/stored-bodies";
import { notFound } from "../../http/errors";
import { commentBodySource, presentComment } from "../comments";
import type { ServiceContext } from "../context";
import { parseExpand } from "../expand";
import type { Paging } from "../paging";
import { loadCommentEngagement } from "../reactions/comment-engagement";
import { attachSignatures } from "../signatures";
import { selectRows } from "../sql";
import { loadUserFragments } from "../users-batch";
import { countTopLevel, topLevelPageIDs, topLevelPosition } from "./keyset";
import { type Nested, nestThread } from "./nest";
import { isThreadSort, type ThreadSort } from "./sorts";

export type CommentRow = InferSelectModel<typeof comments>;

export interface ThreadRequest {
  discussionID: number;
  sort?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  maxDepth?: number | undefined;
  commentID?: number | undefined;
  expand?: CommentThreadQuery["expand"];
}

export interface CommentThread {
  comments: Comment[];
  paging: Paging;
  sort: ThreadSort;
  maxDepth: number;
}

const MAX_PAGE = 100_000;
const clampInt = (value: number | undefined, fallback: number, min: number, max: number) =>
  value !== undefined && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** The discussion a thread belongs to, when the viewer may see it (else 404, as for a missing one). */
async function visibleDiscussion(ctx: ServiceContext, discussionID: number) {
  const [row] = await ctx.db
    .select({
      discussionID: discussions.discussionID,
      categoryID: discussions.categoryID,
      insertUserID: discussions.insertUserID,
      type: discussions.type,
      closed: discussions.closed,
    })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  return row;
}

/** The top-level comment a comment descends from (itself when top-level), walking parentCommentID up. */
async function topLevelAncestor(
  ctx: ServiceContext,
  discussionID: number,
  commentID: number,
): Promise<number | null> {
  const [row] = await selectRows<{ commentID: number }>(
    ctx.db,
    sql`WITH RECURSIVE up AS (
          SELECT "commentID", "parentCommentID", 0 AS hops FROM comments
          WHERE "commentID" = ${commentID} AND "discussionID" = ${discussionID}
          UNION ALL
          SELECT c."commentID", c."parentCommentID", up.hops + 1 FROM comments c
          JOIN up ON c."commentID" = up."parentCommentID"
          WHERE up.hops < 100
        )
        SELECT "commentID" FROM up WHERE "parentCommentID" IS NULL LIMIT 1`,
  );
  return row ? Number(row.commentID) : null;
}

/** The page (1-based) that holds a comment under this sort and page size, or null when it is not in the thread. */
async function pageOfComment(
  ctx: ServiceContext,
  discussionID: number,
  commentID: number,
  sort: ThreadSort,
  limit: number,
): Promise<number | null> {
  const ancestor = await topLevelAncestor(ctx, discussionID, commentID);
  if (ancestor === null) return null;
  const position = await topLevelPosition(ctx.db, discussionID, sort, ancestor);
  return position === null ? null : Math.floor(position / limit) + 1;
}

async function repliesUnder(ctx: ServiceContext, topLevelIDs: number[]): Promise<CommentRow[]> {
  if (topLevelIDs.length === 0) return [];
  const roots = sql.join(
    topLevelIDs.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await selectRows<{ commentID: number }>(
    ctx.db,
    sql`WITH RECURSIVE down AS (
          SELECT "commentID", 1 AS level FROM comments WHERE "parentCommentID" IN (${roots})
          UNION ALL
          SELECT c."commentID", down.level + 1 FROM comments c JOIN down ON c."parentCommentID" = down."commentID"
          WHERE down.level < 100
        )
        SELECT "commentID" FROM down`,
  );
  return loadRows(
    ctx,
    rows.map((row) => Number(row.commentID)),
  );
}

async function loadRows(ctx: ServiceContext, ids: number[]): Promise<CommentRow[]> {
  if (ids.length === 0) return [];
  return ctx.db.select().from(comments).where(inArray(comments.commentID, ids));
}

/** Presents rows as the API's comments (bodies rendered, authors and editors when expanded). */
export async function presentThreadComments(
  ctx: ServiceContext,
  rows: CommentRow[],
  categoryID: number,
  expandQuery: CommentThreadQuery["expand"],
): Promise<Map<number, Comment>> {
  const expand = parseExpand(expandQuery, ["insertUser"] as const);
  const userIDs = rows.flatMap((row) => [row.insertUserID, ...(row.updateUserID ? [row.updateUserID] : [])]);
  const [users, bodies, engagement] = await Promise.all([
    expand.has("insertUser") ? loadUserFragments(ctx.db, userIDs) : Promise.resolve(new Map()),
    renderStoredBodies(ctx.db, rows.map(commentBodySource)),
    // Reactions and (for moderators) open reports, for the engagement bar (services/reactions/comment-engagement).
    loadCommentEngagement(
      ctx,
      rows.map((row) => ({ commentID: row.commentID, categoryID })),
    ),
  ]);
  const presented = new Map<number, Comment>();
  rows.forEach((row, i) => {
    const comment: Comment = {
      ...presentComment(row, categoryID, bodies[i] ?? ""),
      updateUserID: row.updateUserID,
      answerStatus:
        row.answerStatus === "accepted" || row.answerStatus === "rejected" ? row.answerStatus : null,
    };
    Object.assign(comment, engagement.get(row.commentID));
    const insertUser = users.get(row.insertUserID);
    if (insertUser) comment.insertUser = insertUser;
    const updateUser = row.updateUserID ? users.get(row.updateUserID) : undefined;
    if (updateUser) comment.updateUser = updateUser;
    presented.set(row.commentID, comment);
  });
  // A thread shows its comments in full: each author's signature with them (services/signatures.ts).
  await attachSignatures(ctx.db, [...presented.values()]);
  return presented;
}

function toComments(nodes: Nested<CommentRow>[], presented: Map<number, Comment>): Comment[] {
  return nodes.flatMap((node) => {
    const comment = presented.get(node.row.commentID);
    if (!comment) return [];
    return [
      {
        ...comment,
        depth: node.depth,
        countReplies: node.countReplies,
        children: toComments(node.children, presented),
      },
    ];
  });
}

export async function loadCommentThread(ctx: ServiceContext, request: ThreadRequest): Promise<CommentThread> {
  const discussion = await visibleDiscussion(ctx, request.discussionID);
  const sort: ThreadSort = isThreadSort(request.sort) ? request.sort : "dateInserted";
  const limit = clampInt(request.limit, 30, 1, 100);
  const maxDepth = clampInt(request.maxDepth, 5, 1, 5);
  let page = clampInt(request.page, 1, 1, MAX_PAGE);
  if (request.commentID !== undefined) {
    const found = await pageOfComment(ctx, discussion.discussionID, request.commentID, sort, limit);
    if (found === null) throw notFound("Comment");
    page = found;
  }
  const [ids, total] = await Promise.all([
    topLevelPageIDs(ctx.db, discussion.discussionID, sort, page, limit),
    countTopLevel(ctx.db, discussion.discussionID),
  ]);
  const [topRows, replies] = await Promise.all([loadRows(ctx, ids), repliesUnder(ctx, ids)]);
  const position = new Map(ids.map((id, index) => [id, index]));
  const ordered = topRows.toSorted(
    (a, b) => (position.get(a.commentID) ?? 0) - (position.get(b.commentID) ?? 0),
  );
  const presented = await presentThreadComments(
    ctx,
    [...ordered, ...replies],
    discussion.categoryID,
    request.expand,
  );
  return {
    comments: toComments(nestThread(ordered, replies, maxDepth), presented),
    paging: { page, limit, total },
    sort,
    maxDepth,
  };
}
