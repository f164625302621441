// Server data for the comment editor: the page's discussion, when the viewer may comment on it (comments.add in its
// category; on a closed discussion only with the right to close discussions,
// docs/reference/permissions.md#category-permissions). Otherwise the widget is dropped, so guests and members without
// the right see no editor.
import type { LayoutContext } from "../../src/server/layouts/context";
import { getDiscussion } from "../../src/server/services/discussions";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { PostAssetCreateCommentProps } from "../../src/types/generated/widgets/create-comment";
import type { PostAssetCreateCommentHydrated } from "../../src/types/generated/widgets/hydrated/create-comment";

/** Who may still comment once a discussion is closed (the posting service lets moderators in too). */
const CLOSED_COMMENTERS = ["discussions.close", "discussions.moderate", "community.moderate"] as const;

function canComment(
  permissions: LayoutContext["services"]["viewer"]["permissions"],
  discussion: Pick<Discussion, "categoryID" | "closed">,
): boolean {
  if (!permissions.has("comments.add", discussion.categoryID)) return false;
  return !discussion.closed || permissions.hasAny(CLOSED_COMMENTERS, discussion.categoryID);
}

export async function hydrateCreateComment(
  props: PostAssetCreateCommentProps,
  context: LayoutContext,
): Promise<PostAssetCreateCommentHydrated | null> {
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  const discussion = await getDiscussion(context.services, discussionID, { excerpt: false });
  if (!discussion || !canComment(context.services.viewer.permissions, discussion)) return null;
  return { ...props, ...(props.titleType === "none" ? { title: "" } : {}), discussion };
}
