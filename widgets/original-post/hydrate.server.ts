// Server data for the original post: the discussion with its author, category and rendered body, who last edited
// it, and the thread page the URL asks for. (Page views are counted by lookup-hydrate, not here, so editor previews
// count none.)
import { eq } from "drizzle-orm";
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
  const updateUserID = discussion.dateUpdated ? await lastEditorOf(context, discussionID) : null;
  const updateUser = updateUserID
    ? ((await loadUserFragments(db, [updateUserID])).get(updateUserID) ?? null)
    : null;
  const page = typeof context.params.page === "number" ? context.params.page : 1;
  return {
    ...props,
    ...(props.titleType === "none" ? { title: "" } : {}),
    discussion,
    updateUser,
    page,
  };
}

async function lastEditorOf(context: LayoutContext, discussionID: number): Promise<number | null> {
  const [row] = await context.services.db
    .select({ updateUserID: discussions.updateUserID })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID));
  return row?.updateUserID ?? null;
}
