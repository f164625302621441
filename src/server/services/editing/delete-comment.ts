// DELETE /comments/{id} (comments.delete or community.moderate in the category). The whole comment, with its
// reactions, goes to the content log (operation "delete", parentRecordID = its discussion: the discussion's
// deleted-comments log). Its replies are not lost with it: they move up one level, to the deleted comment's
// parent (top level for a top-level comment), and the list of moved replies is kept in the log so a restore can put
// them back. The discussion's, category's and author's counts are recomputed in the same transaction.
import { and, eq, inArray, sql } from "drizzle-orm";
import { comments, reactions } from "../../db/schema";
import { permissionDenied, signInRequired } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import { isSignedIn, type ServiceContext } from "../context";
import { recountCategories, recountDiscussion, recountUsers, type Tx } from "../moderation/recount";
import { writeLogEntry } from "./content-log";
import { loadCommentForChange } from "./edit-comment";

const COMMENT_DELETE_PERMISSIONS = ["community.moderate", "comments.delete"] as const;

/** Moves a comment's replies up to its parent; their own replies follow (depth - 1). Returns the moved replies. */
async function liftReplies(
  tx: Tx,
  comment: { commentID: number; parentCommentID: number | null },
): Promise<number[]> {
  const children = await tx
    .select({ commentID: comments.commentID })
    .from(comments)
    .where(eq(comments.parentCommentID, comment.commentID));
  const childIDs = children.map((child) => child.commentID);
  if (!childIDs.length) return [];
  await tx.execute(sql`
    WITH RECURSIVE subtree AS (
      SELECT "commentID" FROM comments WHERE "commentID" IN ${sql.raw(`(${childIDs.join(",")})`)}
      UNION
      SELECT c."commentID" FROM comments c JOIN subtree s ON c."parentCommentID" = s."commentID"
    )
    UPDATE comments SET depth = greatest(depth - 1, 1) WHERE "commentID" IN (SELECT "commentID" FROM subtree)`);
  await tx
    .update(comments)
    .set({ parentCommentID: comment.parentCommentID })
    .where(inArray(comments.commentID, childIDs));
  return childIDs;
}

export async function deleteComment(ctx: ServiceContext, commentID: number): Promise<void> {
  const { comment, categoryID } = await loadCommentForChange(ctx, commentID);
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (!ctx.viewer.permissions.hasAny([...COMMENT_DELETE_PERMISSIONS], categoryID)) throw permissionDenied();
  const index = await loadCategoryIndex(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const reacted = await tx
      .delete(reactions)
      .where(and(eq(reactions.recordType, "comment"), eq(reactions.recordID, commentID)))
      .returning({ userID: reactions.userID, tagID: reactions.tagID, dateInserted: reactions.dateInserted });
    const lifted = await liftReplies(tx, comment);
    await tx.delete(comments).where(eq(comments.commentID, commentID));
    await writeLogEntry(tx, {
      recordType: "comment",
      recordID: commentID,
      parentRecordID: comment.discussionID,
      operation: "delete",
      data: {
        ...comment,
        dateInserted: comment.dateInserted.toISOString(),
        dateUpdated: comment.dateUpdated?.toISOString() ?? null,
        reactions: reacted.map((r) => ({ ...r, dateInserted: r.dateInserted.toISOString() })),
        liftedReplyIDs: lifted,
      },
      insertUserID: ctx.viewer.user.userID,
      recordUserID: comment.insertUserID,
      dateInserted: new Date(),
    });
    await recountDiscussion(tx, comment.discussionID);
    await recountCategories(tx, index, [categoryID]);
    await recountUsers(tx, [comment.insertUserID]);
  });
}
