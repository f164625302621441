// Q&A (question discussions): an answer is a comment by someone other than the question's author. Its author or
// a moderator accepts, rejects or resets it (PATCH /comments/{id}/answer); comments.answerStatus holds the choice
// (accepted | rejected | null = pending) and attributes who made it and when. The question's statusID follows
// its answers, recomputed in the same transaction (and when an answer is posted):
//   3 Accepted    at least one accepted answer
//   2 Answered    no accepted answer, and at least one answer not yet reviewed
//   4 Rejected    answers exist and every one was rejected
//   1 Unanswered  no answer yet
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { comments, discussions } from "../../db/schema";
import { ApiError, notFound, permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";

export type AnswerStatus = "accepted" | "rejected" | "pending";

const QUESTION_STATUS = { unanswered: 1, answered: 2, accepted: 3, rejected: 4 } as const;

/** Sets a question's statusID from its answers (no-op for other discussion types). */
export async function refreshQuestionStatus(db: Db | Tx, discussionID: number): Promise<void> {
  await db.execute(sql`
    UPDATE discussions d SET "statusID" = (
      SELECT CASE
        WHEN bool_or(c."answerStatus" = 'accepted') THEN ${sql.raw(String(QUESTION_STATUS.accepted))}
        WHEN bool_or(c."answerStatus" IS NULL) THEN ${sql.raw(String(QUESTION_STATUS.answered))}
        WHEN count(c."commentID") > 0 THEN ${sql.raw(String(QUESTION_STATUS.rejected))}
        ELSE ${sql.raw(String(QUESTION_STATUS.unanswered))}
      END
      FROM comments c WHERE c."discussionID" = d."discussionID" AND c."insertUserID" <> d."insertUserID"
    )
    WHERE d."discussionID" = ${discussionID} AND d.type = 'question'`);
}

/** May the viewer review answers to this question: its author, or whoever moderates its category. */
export function canReviewAnswers(
  ctx: ServiceContext,
  question: { categoryID: number; insertUserID: number },
): boolean {
  if (!isSignedIn(ctx.viewer)) return false;
  if (ctx.viewer.user.userID === question.insertUserID) return true;
  return ctx.viewer.permissions.hasAny(["community.moderate", "discussions.moderate"], question.categoryID);
}

/** Rejected answers are a moderator's list (the asker sees their own choice on each answer in the thread). */
export function canSeeRejectedAnswers(ctx: ServiceContext, categoryID: number): boolean {
  return ctx.viewer.permissions.hasAny(["community.moderate", "discussions.moderate"], categoryID);
}

export async function setAnswerStatus(
  ctx: ServiceContext,
  commentID: number,
  status: AnswerStatus,
): Promise<{
  commentID: number;
  discussionID: number;
  answerStatus: "accepted" | "rejected" | null;
  statusID: number;
}> {
  const [found] = await ctx.db
    .select({
      commentID: comments.commentID,
      commentUserID: comments.insertUserID,
      attributes: comments.attributes,
      discussionID: discussions.discussionID,
      categoryID: discussions.categoryID,
      insertUserID: discussions.insertUserID,
      type: discussions.type,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(eq(comments.commentID, commentID))
    .limit(1);
  if (!found || !ctx.viewer.permissions.canViewCategory(found.categoryID)) throw notFound("Comment");
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (!canReviewAnswers(ctx, found)) throw permissionDenied();
  if (found.type !== "question") {
    throw new ApiError(422, "Only answers to a question can be accepted or rejected.");
  }
  if (found.commentUserID === found.insertUserID) {
    throw new ApiError(422, "The question's author cannot answer their own question.", {
      description: "Only replies by other members are answers.",
    });
  }
  const answerStatus = status === "pending" ? null : status;
  const { answerStatusUserID: _u, dateAnswerStatus: _d, ...otherAttributes } = found.attributes;
  const attributes =
    answerStatus === null
      ? otherAttributes
      : {
          ...otherAttributes,
          answerStatusUserID: ctx.viewer.user.userID,
          dateAnswerStatus: new Date().toISOString(),
        };
  const statusID = await ctx.db.transaction(async (tx) => {
    await tx.update(comments).set({ answerStatus, attributes }).where(eq(comments.commentID, commentID));
    await refreshQuestionStatus(tx, found.discussionID);
    const [row] = await tx
      .select({ statusID: discussions.statusID })
      .from(discussions)
      .where(eq(discussions.discussionID, found.discussionID));
    return row?.statusID ?? 0;
  });
  return { commentID, discussionID: found.discussionID, answerStatus, statusID };
}
