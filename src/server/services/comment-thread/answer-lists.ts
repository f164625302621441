// The answers a question's answer thread shows apart from the thread: the accepted ones (first) and, for
// moderators, the rejected ones. Each is presented like a top-level thread comment with no replies.
import { and, asc, eq } from "drizzle-orm";
import type { Comment } from "../../../types/generated/api/comment";
import { comments } from "../../db/schema";
import type { ServiceContext } from "../context";
import { presentThreadComments } from "./load-thread";

/** At most this many answers of one status are listed. */
const ANSWER_LIST_LIMIT = 50;

export async function listAnswersWithStatus(
  ctx: ServiceContext,
  discussionID: number,
  categoryID: number,
  status: "accepted" | "rejected",
): Promise<Comment[]> {
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(and(eq(comments.discussionID, discussionID), eq(comments.answerStatus, status)))
    .orderBy(asc(comments.dateInserted), asc(comments.commentID))
    .limit(ANSWER_LIST_LIMIT);
  const presented = await presentThreadComments(ctx, rows, categoryID, ["insertUser"]);
  return rows.flatMap((row) => {
    const comment = presented.get(row.commentID);
    return comment ? [{ ...comment, depth: 1, children: [], countReplies: 0 }] : [];
  });
}
