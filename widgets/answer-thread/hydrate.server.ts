// Server data for the question's answer thread: the comment thread's page plus the accepted answers (shown first)
// and, for moderators, the rejected ones; whether the viewer may review answers (the asker or a moderator).
import type { LayoutContext } from "../../src/server/layouts/context";
import { listAnswersWithStatus } from "../../src/server/services/comment-thread/answer-lists";
import { canReviewAnswers, canSeeRejectedAnswers } from "../../src/server/services/comment-thread/answers";
import { loadThreadPage } from "../../src/server/services/comment-thread/thread-page";
import type { PostAssetAnswerThreadProps } from "../../src/types/generated/widgets/answer-thread";
import type { PostAssetAnswerThreadHydrated } from "../../src/types/generated/widgets/hydrated/answer-thread";

export async function hydrateAnswerThread(
  props: PostAssetAnswerThreadProps,
  context: LayoutContext,
): Promise<PostAssetAnswerThreadHydrated | null> {
  const page = await loadThreadPage(props.apiParams ?? {}, context);
  if (!page) return null;
  const { discussionID, categoryID, insertUserID } = page.discussion;
  const rejected = canSeeRejectedAnswers(context.services, categoryID);
  const [acceptedAnswers, rejectedAnswers] = await Promise.all([
    listAnswersWithStatus(context.services, discussionID, categoryID, "accepted"),
    rejected
      ? listAnswersWithStatus(context.services, discussionID, categoryID, "rejected")
      : Promise.resolve(undefined),
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
