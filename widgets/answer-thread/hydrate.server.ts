// Server data for the question's answer thread: the comment thread's page plus the accepted answers (shown first)
// and, for moderators, the rejected ones; whether the viewer may review answers (the asker or a moderator).
import { and, asc, eq } from "drizzle-orm";
import { comments } from "../../src/server/db/schema";
import type { LayoutContext } from "../../src/server/layouts/context";
import { canReviewAnswers, canSeeRejectedAnswers } from "../../src/server/services/comment-thread/answers";
import { presentThreadComments } from "../../src/server/services/comment-thread/load-thread";
import { loadThreadPage } from "../../src/server/services/comment-thread/thread-page";
import type { Comment } from "../../src/types/generated/api/comment";
import type { PostAssetAnswerThreadHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-answer-thread";
import type { PostAssetAnswerThreadProps } from "../../src/types/generated/widgets/post-asset-answer-thread";

async function answersWith(
  context: LayoutContext,
  discussionID: number,
  categoryID: number,
  status: "accepted" | "rejected",
): Promise<Comment[]> {
  const rows = await context.services.db
    .select()
    .from(comments)
    .where(and(eq(comments.discussionID, discussionID), eq(comments.answerStatus, status)))
    .orderBy(asc(comments.dateInserted), asc(comments.commentID))
    .limit(50);
  const presented = await presentThreadComments(context.services, rows, categoryID, ["insertUser"]);
  return rows.flatMap((row) => {
    const comment = presented.get(row.commentID);
    return comment ? [{ ...comment, depth: 1, children: [], countReplies: 0 }] : [];
  });
}

export async function hydrateAnswerThread(
  props: PostAssetAnswerThreadProps,
  context: LayoutContext,
): Promise<PostAssetAnswerThreadHydrated | null> {
  const page = await loadThreadPage(props.apiParams ?? {}, context);
  if (!page) return null;
  const { discussionID, categoryID, insertUserID } = page.discussion;
  const rejected = canSeeRejectedAnswers(context.services, categoryID);
  const [acceptedAnswers, rejectedAnswers] = await Promise.all([
    answersWith(context, discussionID, categoryID, "accepted"),
    rejected ? answersWith(context, discussionID, categoryID, "rejected") : Promise.resolve(undefined),
  ]);
  const hydrated: PostAssetAnswerThreadHydrated = {
    ...props,
    ...page,
    acceptedAnswers,
    canReview: canReviewAnswers(context.services, { categoryID, insertUserID }),
  };
  if (rejectedAnswers) hydrated.rejectedAnswers = rejectedAnswers;
  return hydrated;
}
