// Comments of one discussion, visible only when the discussion is. Total from discussions.countComments.
import { asc, desc, eq, type InferSelectModel } from "drizzle-orm";
import type { Comment } from "../../types/generated/api/comment";
import type { CommentListQuery } from "../../types/generated/api/comment-list-query";
import { comments, discussions } from "../db/schema";
import { renderStoredBodies, type StoredBody } from "../format/stored-bodies";
import { notFound } from "../http/errors";
import type { ServiceContext } from "./context";
import { parseExpand } from "./expand";
import { type Paging, pageRequest } from "./paging";
import { commentUrl } from "./urls";
import { loadUserFragments } from "./users-batch";

export type { Comment, CommentListQuery };

const ORDERS = {
  dateInserted: [asc(comments.dateInserted), asc(comments.commentID)],
  "-dateInserted": [desc(comments.dateInserted), desc(comments.commentID)],
  "-score": [desc(comments.score), asc(comments.dateInserted), asc(comments.commentID)],
} as const;

type CommentRow = InferSelectModel<typeof comments>;

export function commentBodySource(row: CommentRow): StoredBody {
  return {
    recordType: "comment",
    id: row.commentID,
    body: row.body,
    format: row.format,
    version: row.dateUpdated ?? row.dateInserted,
  };
}

export function presentComment(row: CommentRow, categoryID: number, body: string): Comment {
  return {
    commentID: row.commentID,
    discussionID: row.discussionID,
    categoryID,
    parentCommentID: row.parentCommentID,
    depth: row.depth,
    body,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    score: row.score,
    url: commentUrl(row.commentID),
  };
}

export async function listComments(
  ctx: ServiceContext,
  query: Partial<CommentListQuery> & Pick<CommentListQuery, "discussionID">,
): Promise<{ data: Comment[]; paging: Paging }> {
  const [discussion] = await ctx.db
    .select({ categoryID: discussions.categoryID, countComments: discussions.countComments })
    .from(discussions)
    .where(eq(discussions.discussionID, query.discussionID))
    .limit(1);
  if (!discussion || !ctx.viewer.permissions.canViewCategory(discussion.categoryID))
    throw notFound("Discussion");
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(eq(comments.discussionID, query.discussionID))
    .orderBy(...(ORDERS[query.sort ?? "dateInserted"] ?? ORDERS.dateInserted))
    .limit(limit)
    .offset(offset);
  const withUsers = parseExpand(query.expand, ["insertUser"] as const).has("insertUser");
  const users = withUsers
    ? await loadUserFragments(
        ctx.db,
        rows.map((row) => row.insertUserID),
      )
    : new Map();
  const bodies = await renderStoredBodies(ctx.db, rows.map(commentBodySource));
  const data = rows.map((row, i) => {
    const comment = presentComment(row, discussion.categoryID, bodies[i] ?? "");
    const insertUser = users.get(row.insertUserID);
    if (insertUser) comment.insertUser = insertUser;
    return comment;
  });
  return { data, paging: { page, limit, total: discussion.countComments } };
}
