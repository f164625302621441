// Server data for suggested answers: while the answer suggestions switch (config qna.answerSuggestions.enabled,
// off by default) is on, up to three accepted answers to other questions the viewer may see whose titles share
// a word (four letters or more) with this question's. Off, or nothing similar: nothing (the asset renders nothing).
import type { LayoutContext } from "../../src/server/layouts/context";
import { postPageSwitches } from "../../src/server/services/comment-thread/post-page-config";
import { findSuggestedAnswers, titleWords } from "../../src/server/services/comment-thread/suggested-answers";
import { getDiscussion } from "../../src/server/services/discussions";
import type { PostAssetSuggestedAnswersHydrated } from "../../src/types/generated/widgets/hydrated/suggested-answers";
import type { PostAssetSuggestedAnswersProps } from "../../src/types/generated/widgets/suggested-answers";

export async function hydrateSuggestedAnswers(
  props: PostAssetSuggestedAnswersProps,
  context: LayoutContext,
): Promise<PostAssetSuggestedAnswersHydrated | null> {
  const { services } = context;
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  if (!(await postPageSwitches(services.db)).answerSuggestions) return null;
  const question = await getDiscussion(services, discussionID, { expand: ["-body"], excerpt: false });
  if (!question) return null;
  const suggestions = await findSuggestedAnswers(services, discussionID, titleWords(question.name));
  if (suggestions.length === 0) return null;
  return { ...props, suggestions };
}
