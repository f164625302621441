// POST /logs/{id}/restore: a moderator brings a deleted comment back from its "delete" log entry, with its ID,
// author, dates and reactions. It returns under its old parent when that still exists (else at the top level), and
// the replies its deletion lifted return under it when nobody has moved them since. A "restore" entry records it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { comments, contentLog, discussions, reactions, users } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { recountCategories, recountDiscussion, recountUsers } from "../moderation/recount";
import { assertLogReader, writeLogEntry } from "./content-log";

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) ? value : null;
const date = (value: unknown): Date | null => (typeof value === "string" && value ? new Date(value) : null);

export async function restoreDeletedComment(
  ctx: ServiceContext,
  logID: number,
): Promise<{ commentID: number }> {
  const [entry] = await ctx.db.select().from(contentLog).where(eq(contentLog.logID, logID)).limit(1);
  if (entry?.recordType !== "comment" || entry.operation !== "delete" || entry.parentRecordID === null)
    throw notFound("Log entry");
  const discussionID = entry.parentRecordID;
  const [discussion] = await ctx.db
    .select({ categoryID: discussions.categoryID })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  assertLogReader(ctx, discussion?.categoryID ?? null);
  const categoryID = discussion?.categoryID ?? 0;
  const commentID = entry.recordID;
  const data = entry.data;
  const [existing] = await ctx.db
    .select({ commentID: comments.commentID })
    .from(comments)
    .where(eq(comments.commentID, commentID))
    .limit(1);
  if (existing) throw new ApiError(409, "This comment has been restored already.");
  const body = typeof data.body === "string" ? data.body : "";
  const insertUserID = num(data.insertUserID) ?? entry.recordUserID;
  const inserted = date(data.dateInserted);
  if (!body || insertUserID === null || !inserted)
    throw new ApiError(422, "This log entry cannot be restored.");

  const index = await loadCategoryIndex(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const oldParentID = num(data.parentCommentID);
    const [parent] =
      oldParentID === null
        ? []
        : await tx
            .select({ commentID: comments.commentID, depth: comments.depth })
            .from(comments)
            .where(and(eq(comments.commentID, oldParentID), eq(comments.discussionID, discussionID)))
            .limit(1);
    const depth = parent ? parent.depth + 1 : 1;
    await tx.insert(comments).values({
      commentID,
      discussionID,
      parentCommentID: parent?.commentID ?? null,
      depth,
      body,
      format: typeof data.format === "string" ? data.format : "markdown",
      insertUserID,
      updateUserID: num(data.updateUserID),
      score: num(data.score) ?? 0,
      answerStatus: typeof data.answerStatus === "string" ? data.answerStatus : null,
      attributes:
        typeof data.attributes === "object" && data.attributes !== null
          ? (data.attributes as Record<string, unknown>)
          : {},
      dateInserted: inserted,
      dateUpdated: date(data.dateUpdated),
    });
    // The lifted replies that still sit where the deletion put them go back under the comment.
    const lifted = Array.isArray(data.liftedReplyIDs)
      ? data.liftedReplyIDs.map(num).filter((id) => id !== null)
      : [];
    if (lifted.length) {
      const stillThere = await tx
        .select({ commentID: comments.commentID })
        .from(comments)
        .where(
          and(
            inArray(comments.commentID, lifted),
            eq(comments.discussionID, discussionID),
            oldParentID === null
              ? sql`${comments.parentCommentID} IS NULL`
              : eq(comments.parentCommentID, oldParentID),
          ),
        );
      const ids = stillThere.map((row) => row.commentID);
      if (ids.length) {
        await tx.execute(sql`
          WITH RECURSIVE subtree AS (
            SELECT "commentID" FROM comments WHERE "commentID" IN ${sql.raw(`(${ids.join(",")})`)}
            UNION
            SELECT c."commentID" FROM comments c JOIN subtree s ON c."parentCommentID" = s."commentID"
          )
          UPDATE comments SET depth = depth + 1 WHERE "commentID" IN (SELECT "commentID" FROM subtree)`);
        await tx.update(comments).set({ parentCommentID: commentID }).where(inArray(comments.commentID, ids));
      }
    }
    const saved = Array.isArray(data.reactions) ? (data.reactions as Record<string, unknown>[]) : [];
    const reactors = saved.map((r) => num(r.userID)).filter((id) => id !== null);
    if (reactors.length) {
      const living = new Set(
        (await tx.select({ userID: users.userID }).from(users).where(inArray(users.userID, reactors))).map(
          (u) => u.userID,
        ),
      );
      const rows = saved.flatMap((r) => {
        const userID = num(r.userID);
        const tagID = num(r.tagID);
        if (userID === null || tagID === null || !living.has(userID)) return [];
        return [
          {
            recordType: "comment",
            recordID: commentID,
            userID,
            tagID,
            dateInserted: date(r.dateInserted) ?? new Date(),
          },
        ];
      });
      if (rows.length) await tx.insert(reactions).values(rows).onConflictDoNothing();
    }
    await writeLogEntry(tx, {
      recordType: "comment",
      recordID: commentID,
      parentRecordID: discussionID,
      operation: "restore",
      data: { restoredFromLogID: logID },
      insertUserID: ctx.viewer.user.userID,
      recordUserID: insertUserID,
      dateInserted: new Date(),
    });
    await recountDiscussion(tx, discussionID);
    await recountCategories(tx, index, [categoryID]);
    await recountUsers(tx, [insertUserID]);
  });
  return { commentID };
}
