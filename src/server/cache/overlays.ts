// What belongs to one viewer, laid over widget data shared between viewers with the same roles
// (cache/shared-hydration.ts). Each overlay replaces every per-viewer field of the copy it returns, so nothing of
// the viewer whose hydration filled the shared entry remains; the shared data itself is never changed.
import type { Category } from "../../types/generated/api/category";
import type { Discussion } from "../../types/generated/api/discussion";
import type { LayoutContext } from "../layouts/context";
import { viewerFollowState } from "../services/category-follows";
import { isSignedIn } from "../services/context";
import { loadViewerDiscussionState } from "../services/member-discussions/viewer-state";

type Data = Record<string, unknown>;

export type Overlay = (shared: Data, context: LayoutContext) => Promise<Data>;

/** The lists' bookmarked, muted, dismissed, unread and countUnread: one query for the page of discussions. */
export const overlayDiscussions: Overlay = async (shared, context) => {
  const discussions = shared.discussions as Discussion[] | undefined;
  if (!discussions || !isSignedIn(context.services.viewer)) return shared;
  const state = await loadViewerDiscussionState(context.services, discussions);
  return {
    ...shared,
    discussions: discussions.map((discussion) => ({ ...discussion, ...state?.get(discussion.discussionID) })),
  };
};

function categoryIDs(categories: readonly Category[]): number[] {
  return categories.flatMap((category) => [category.categoryID, ...categoryIDs(category.children ?? [])]);
}

/** The follow buttons' state: which of the listed categories the viewer follows. */
export const overlayCategories: Overlay = async (shared, context) => {
  const { follow: _theirs, ...rest } = shared;
  const options = shared.categoryOptions as { followButton?: { display?: boolean } } | undefined;
  const items = shared.itemData as Category[] | undefined;
  if (!options?.followButton?.display || !items) return rest;
  const follow = await viewerFollowState(context.services, categoryIDs(items));
  return follow ? { ...rest, follow } : rest;
};
