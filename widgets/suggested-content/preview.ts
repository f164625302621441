// Preview loader for Suggested Content: a member following nothing yet gets the most followed categories; posts
// are the popular ones (factories), with the same picking and trimming as the server and only the fields their
// meta line shows.
import type { SuggestedContentWidgetHydrated } from "../../src/types/generated/widgets/hydrated/suggested-content";
import type { SuggestedContentWidgetProps } from "../../src/types/generated/widgets/suggested-content";
import type { PreviewContext } from "../../stories/support/preview-data";
import { makeCategoryList, makeDiscussions } from "../../tests/factories";
import { suggestedCategories, trimExcerpt, withMetaFields } from "./suggestions";

export async function previewSuggestedContent(
  props: SuggestedContentWidgetProps,
  context: PreviewContext,
): Promise<SuggestedContentWidgetHydrated | null> {
  const follows = props.suggestedFollows;
  const content = props.suggestedContent;
  const categories =
    follows.enabled && context.viewer === "member"
      ? suggestedCategories(makeCategoryList(), new Set(), follows.limit)
      : [];
  const discussions = content.enabled
    ? makeDiscussions(24)
        .toSorted((a, b) => b.score - a.score || b.discussionID - a.discussionID)
        .slice(0, content.limit)
        .map((discussion) => ({
          ...withMetaFields(discussion, props.discussionOptions.metas),
          excerpt: trimExcerpt(discussion.excerpt, content.excerptLength),
        }))
    : [];
  if (categories.length === 0 && discussions.length === 0) return null;
  return { ...props, title: props.titleType === "none" ? "" : props.title, categories, discussions };
}
