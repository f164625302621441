// PATCH /comments/{id}: a comment's new text, by its author within the edit window (and while the discussion is
// open) or by an editor (community.moderate, comments.edit in the category). The text before the edit goes to the
// content log; updateUserID and dateUpdated say who changed it last ('Updated by').
import { eq } from "drizzle-orm";
import type { Comment } from "../../../types/generated/api/comment";
import type { CommentPatch } from "../../../types/generated/api/comment-patch";
import { comments, discussions } from "../../db/schema";
import { renderSource } from "../../format/render";
import { fieldErrors, notFound } from "../../http/errors";
import { getComment } from "../comment-get";
import type { ServiceContext } from "../context";
import { bodyErrors } from "../posting/prepare-body";
import { dropPostTranslations } from "../translation/post-translations";
import { writeLogEntry } from "./content-log";
import { assertMayEdit, readEditTimeout } from "./edit-window";

/** A comment with what its edit and delete checks need: its discussion's category and whether it is closed. */
export async function loadCommentForChange(ctx: ServiceContext, commentID: number) {
  const [found] = await ctx.db
    .select({ comment: comments, categoryID: discussions.categoryID, closed: discussions.closed })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(eq(comments.commentID, commentID))
    .limit(1);
  if (!found || !ctx.viewer.permissions.canViewCategory(found.categoryID)) throw notFound("Comment");
  return found;
}

export async function editComment(
  ctx: ServiceContext,
  commentID: number,
  patch: CommentPatch,
): Promise<Comment> {
  const { comment, categoryID, closed } = await loadCommentForChange(ctx, commentID);
  const now = Date.now();
  assertMayEdit(
    ctx.viewer,
    "comment",
    { insertUserID: comment.insertUserID, dateInserted: comment.dateInserted, closed, categoryID },
    await readEditTimeout(ctx.db),
    now,
  );
  const format = patch.format ?? comment.format;
  const errors = bodyErrors(renderSource(patch.body, format));
  if (errors.length) throw fieldErrors(422, errors);
  if (patch.body !== comment.body || format !== comment.format) {
    const date = new Date(now);
    await ctx.db.transaction(async (tx) => {
      await writeLogEntry(tx, {
        recordType: "comment",
        recordID: commentID,
        parentRecordID: comment.discussionID,
        operation: "edit",
        data: {
          body: comment.body,
          format: comment.format,
          updateUserID: comment.updateUserID ?? comment.insertUserID,
          dateUpdated: (comment.dateUpdated ?? comment.dateInserted).toISOString(),
        },
        insertUserID: ctx.viewer.user.userID,
        recordUserID: comment.insertUserID,
        dateInserted: date,
      });
      await tx
        .update(comments)
        .set({ body: patch.body, format, updateUserID: ctx.viewer.user.userID, dateUpdated: date })
        .where(eq(comments.commentID, commentID));
      // Machine translations of the old text are stale: the next reader asks for new ones.
      await dropPostTranslations(tx, "comment", commentID);
    });
  }
  const updated = await getComment(ctx, commentID);
  if (!updated) throw notFound("Comment");
  return updated;
}
