// Server data for the original post: the discussion with its author, category and rendered body, who last edited
// it, and the thread page the URL asks for. Serving the post page counts a view (discussions.countViews), here
// because the original post is the one asset every post page has (x-requiredAssets).
import { eq, sql } from "drizzle-orm";
import { discussions } from "../../src/server/db/schema";
import type { LayoutContext } from "../../src/server/layouts/context";
import { POST_PAGE_DISCUSSION_EXPANDS } from "../../src/server/services/comment-thread/thread-page";
import { getDiscussion } from "../../src/server/services/discussions";
import { loadUserFragments } from "../../src/server/services/users-batch";
import type { PostAssetOriginalPostHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-original-post";
import type { PostAssetOriginalPostProps } from "../../src/types/generated/widgets/post-asset-original-post";

export async function hydrateOriginalPost(
  props: PostAssetOriginalPostProps,
  context: LayoutContext,
): Promise<PostAssetOriginalPostHydrated | null> {
  const { db } = context.services;
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  const discussion = await getDiscussion(context.services, discussionID, {
    expand: [...POST_PAGE_DISCUSSION_EXPANDS],
    excerpt: false,
  });
  if (!discussion) return null;
  const [row] = await db
    .update(discussions)
    .set({ countViews: sql`${discussions.countViews} + 1` })
    .where(eq(discussions.discussionID, discussionID))
    .returning({ countViews: discussions.countViews, updateUserID: discussions.updateUserID });
  const updateUserID = discussion.dateUpdated ? (row?.updateUserID ?? null) : null;
  const updateUser = updateUserID
    ? ((await loadUserFragments(db, [updateUserID])).get(updateUserID) ?? null)
    : null;
  const page = typeof context.params.page === "number" ? context.params.page : 1;
  return {
    ...props,
    ...(props.titleType === "none" ? { title: "" } : {}),
    discussion: { ...discussion, countViews: row?.countViews ?? discussion.countViews },
    updateUser,
    page,
  };
}
