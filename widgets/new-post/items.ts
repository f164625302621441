// The New Post menu's items from its props and what the viewer may post: shared by the server loader and the
// preview loader, so both decide the same way. Default labels are catalogue keys the widget translates.
import { msg } from "../../src/lib/i18n/msg";
import type { NewPostMenuHydrated } from "../../src/types/generated/widgets/hydrated/new-post";
import type { NewPostMenuProps } from "../../src/types/generated/widgets/new-post";

type PostType = NewPostMenuProps["postableDiscussionTypes"][number];
export type NewPostItem = NewPostMenuHydrated["items"][number];

const DEFAULT_LABELS: Record<PostType, string> = {
  discussion: msg("New Discussion"),
  question: msg("Ask a Question"),
  poll: msg("New Poll"),
};

const ICONS: Record<PostType, NewPostItem["icon"]> = {
  discussion: "comment",
  question: "question",
  poll: "poll",
};

/**
 * The create-post URL (docs/reference/routes.md#post-paths post paths): /post/{type}, plus the parent category when
 * contextual.
 */
function postUrl(type: PostType, categoryID?: number): string {
  return categoryID ? `/post/${type}/${categoryID}` : `/post/${type}`;
}

/**
 * The items the viewer gets: the postable types in order, minus the excluded ones; none when the viewer may not
 * post anywhere (the widget is then hidden).
 */
export function newPostItems(
  props: NewPostMenuProps,
  viewer: { canPost: boolean; categoryID?: number },
): NewPostItem[] {
  if (!viewer.canPost) return [];
  const labels = props.customLabels;
  return props.postableDiscussionTypes
    .filter((type) => !props.excludedButtons.includes(type))
    .map((type) => ({
      id: type,
      label: (labels.showLabels ? labels[type]?.trim() : "") || DEFAULT_LABELS[type],
      action: postUrl(type, viewer.categoryID),
      type: "link" as const,
      icon: ICONS[type],
      asOwnButton: props.asOwnButtons.includes(type),
    }));
}
