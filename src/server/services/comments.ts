// Comments of one discussion, visible only when the discussion is (total from discussions.countComments), or one
// user's comments across the discussions the viewer may see (the profile's Comments tab).
import { and, asc, count, desc, eq, type InferSelectModel, inArray } from "drizzle-orm";
import type { Comment } from "../../types/generated/api/comment";
import type { CommentListQuery } from "../../types/generated/api/comment-list-query";
import { comments, discussions } from "../db/schema";
import { renderStoredBodies, type StoredBody } from "../format/stored-bodies";
import { fieldErrors, notFound } from "../http/errors";
import type { ServiceContext } from "./context";
import { parseExpand } from "./expand";
import { type Paging, pageRequest } from "./paging";
import { attachSignatures } from "./signatures";
import { commentUrl, discussionUrl } from "./urls";
import { loadUserFragments } from "./users-batch";

export type { Comment, CommentListQuery };

const ORDERS = {
  dateInserted: [asc(comments.dateInserted), asc(comments.commentID)],
  "-dateInserted": [desc(comments.dateInserted), desc(comments.commentID)],
  // As the thread's index comments_thread_top_score orders them.
  "-score": [desc(comments.score), asc(comments.commentID)],
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
    // A reviewed answer says so wherever it is read (the convert dialog lists a question's accepted answers).
    ...(row.answerStatus ? { answerStatus: row.answerStatus as Comment["answerStatus"] } : {}),
  };
}

/** Either a discussion's comments or one user's; the schema leaves both optional, so the service asks for one. */
export async function listComments(
  ctx: ServiceContext,
  query: Partial<CommentListQuery>,
): Promise<{ data: Comment[]; paging: Paging }> {
  if (query.discussionID !== undefined)
    return listDiscussionComments(ctx, { ...query, discussionID: query.discussionID });
  if (query.insertUserID !== undefined)
    return listUserComments(ctx, { ...query, insertUserID: query.insertUserID });
  throw fieldErrors(400, [
    {
      field: "discussionID",
      code: "required",
      message: "Name a discussion (discussionID) or a user (insertUserID).",
    },
  ]);
}

async function listDiscussionComments(
  ctx: ServiceContext,
  query: Partial<CommentListQuery> & { discussionID: number },
): Promise<{ data: Comment[]; paging: Paging }> {
  const [discussion] = await ctx.db
    .select({
      categoryID: discussions.categoryID,
      countComments: discussions.countComments,
      name: discussions.name,
    })
    .from(discussions)
    .where(eq(discussions.discussionID, query.discussionID))
    .limit(1);
  if (!discussion || !ctx.viewer.permissions.canViewCategory(discussion.categoryID))
    throw notFound("Discussion");
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  const total =
    query.parentCommentID === undefined
      ? discussion.countComments
      : await ctx.db
          .select({ n: count() })
          .from(comments)
          .where(
            and(
              eq(comments.discussionID, query.discussionID),
              eq(comments.parentCommentID, query.parentCommentID),
            ),
          )
          .then((rows) => rows[0]?.n ?? 0);
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(
      query.parentCommentID === undefined
        ? eq(comments.discussionID, query.discussionID)
        : and(
            eq(comments.discussionID, query.discussionID),
            eq(comments.parentCommentID, query.parentCommentID),
          ),
    )
    .orderBy(...(ORDERS[query.sort ?? "dateInserted"] ?? ORDERS.dateInserted))
    .limit(limit)
    .offset(offset);
  const listed = rows.map((row) => ({
    row,
    categoryID: discussion.categoryID,
    discussionName: discussion.name,
  }));
  return {
    data: await presentList(ctx, listed, query.expand),
    paging: { page, limit, total },
  };
}

/** A user's comments (the profile's Comments tab): only in discussions the viewer may see, newest first. */
async function listUserComments(
  ctx: ServiceContext,
  query: Partial<CommentListQuery> & { insertUserID: number },
): Promise<{ data: Comment[]; paging: Paging }> {
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (visible.length === 0) return { data: [], paging: { page, limit, total: 0 } };
  const where = and(eq(comments.insertUserID, query.insertUserID), inArray(discussions.categoryID, visible));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ comment: comments, categoryID: discussions.categoryID, discussionName: discussions.name })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(where)
      .orderBy(...(ORDERS[query.sort ?? "-dateInserted"] ?? ORDERS["-dateInserted"]))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ total: count() })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(where),
  ]);
  const listed = rows.map(({ comment, categoryID, discussionName }) => ({
    row: comment,
    categoryID,
    discussionName,
  }));
  return {
    data: await presentList(ctx, listed, query.expand),
    paging: { page, limit, total: totals[0]?.total ?? 0 },
  };
}

interface ListedComment {
  row: CommentRow;
  categoryID: number;
  discussionName: string;
}

async function presentList(
  ctx: ServiceContext,
  listed: ListedComment[],
  expandQuery: CommentListQuery["expand"],
): Promise<Comment[]> {
  const expand = parseExpand(expandQuery, ["insertUser", "discussion"] as const);
  const users = expand.has("insertUser")
    ? await loadUserFragments(
        ctx.db,
        listed.map(({ row }) => row.insertUserID),
      )
    : new Map();
  const bodies = await renderStoredBodies(
    ctx.db,
    listed.map(({ row }) => commentBodySource(row)),
  );
  const presented = listed.map(({ row, categoryID, discussionName }, i) => {
    const comment = presentComment(row, categoryID, bodies[i] ?? "");
    const insertUser = users.get(row.insertUserID);
    if (insertUser) comment.insertUser = insertUser;
    if (expand.has("discussion")) {
      comment.discussion = {
        discussionID: row.discussionID,
        name: discussionName,
        url: discussionUrl(row.discussionID, discussionName),
      };
    }
    return comment;
  });
  // Comments shown in full carry their authors' signatures (services/signatures.ts).
  if (expand.has("insertUser")) await attachSignatures(ctx.db, presented);
  return presented;
}
