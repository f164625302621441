// A post's source text, for those who may edit it now (GET /discussions/{id}/edit, GET /comments/{id}/edit), and a
// comment as a Markdown quote for anyone who may read it (GET /comments/{id}/quote).
import { eq } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { editTimeRemainingMs } from "../../../lib/editing/edit-window";
import type { CommentQuote } from "../../../types/generated/api/comment-quote";
import type { PostSource } from "../../../types/generated/api/post-source";
import { discussions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { commentUrl } from "../urls";
import { loadCommentForChange } from "./edit-comment";
import { assertMayEdit, isEditor, readEditTimeout } from "./edit-window";

function editableUntil(
  ctx: ServiceContext,
  recordType: "discussion" | "comment",
  post: { categoryID: number; dateInserted: Date },
  timeout: number,
  now: number,
): string | null {
  if (isEditor(ctx.viewer, recordType, post.categoryID) || timeout < 0) return null;
  return new Date(now + editTimeRemainingMs(post.dateInserted, timeout, now)).toISOString();
}

export async function discussionSource(ctx: ServiceContext, discussionID: number): Promise<PostSource> {
  const [row] = await ctx.db
    .select()
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  const timeout = await readEditTimeout(ctx.db);
  const now = Date.now();
  assertMayEdit(ctx.viewer, "discussion", row, timeout, now);
  return {
    recordType: "discussion",
    recordID: row.discussionID,
    discussionID: row.discussionID,
    categoryID: row.categoryID,
    name: row.name,
    body: row.body,
    format: row.format,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    updateUserID: row.updateUserID,
    closed: row.closed,
    editableUntil: editableUntil(ctx, "discussion", row, timeout, now),
  };
}

export async function commentSource(ctx: ServiceContext, commentID: number): Promise<PostSource> {
  const { comment, categoryID, closed } = await loadCommentForChange(ctx, commentID);
  const timeout = await readEditTimeout(ctx.db);
  const now = Date.now();
  const post = { insertUserID: comment.insertUserID, dateInserted: comment.dateInserted, closed, categoryID };
  assertMayEdit(ctx.viewer, "comment", post, timeout, now);
  return {
    recordType: "comment",
    recordID: comment.commentID,
    discussionID: comment.discussionID,
    categoryID,
    body: comment.body,
    format: comment.format,
    insertUserID: comment.insertUserID,
    dateInserted: comment.dateInserted.toISOString(),
    dateUpdated: comment.dateUpdated?.toISOString() ?? null,
    updateUserID: comment.updateUserID,
    closed,
    editableUntil: editableUntil(ctx, "comment", post, timeout, now),
  };
}

/** `@name` as a mention: quoted when the name holds anything but letters, digits and _ . - */
function mentionOf(name: string): string {
  return /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u.test(name) ? `@${name}` : `@"${name.replace(/"/g, "")}"`;
}

/** A body as a Markdown blockquote attributed to its author; HTML bodies quote their text only. */
export function quoteMarkdown(authorName: string, body: string, format: string): string {
  const text = format === "html" ? sanitizeHtml(body, { allowedTags: [], allowedAttributes: {} }) : body;
  const lines = text.replace(/\r\n?/g, "\n").trim().split("\n");
  return `${[
    `> ${mentionOf(authorName)} wrote:`,
    ">",
    ...lines.map((line) => (line ? `> ${line}` : ">")),
  ].join("\n")}\n\n`;
}

export async function commentQuote(ctx: ServiceContext, commentID: number): Promise<CommentQuote> {
  const { comment } = await loadCommentForChange(ctx, commentID);
  const [author] = await ctx.db
    .select({ name: users.name, deleted: users.deleted })
    .from(users)
    .where(eq(users.userID, comment.insertUserID))
    .limit(1);
  const name = author && !author.deleted ? author.name : "Deleted User";
  return {
    commentID: comment.commentID,
    markdown: quoteMarkdown(name, comment.body, comment.format),
    url: commentUrl(comment.commentID),
  };
}
