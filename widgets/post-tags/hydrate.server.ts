// Server data for the post tags: the discussion's tags, each linking to the discussions tagged with it. Nothing
// (the asset hides) when tagging is off (config tagging.enabled) or the discussion has no tags.
import type { LayoutContext } from "../../src/server/layouts/context";
import { postPageSwitches } from "../../src/server/services/comment-thread/post-page-config";
import { getDiscussion } from "../../src/server/services/discussions";
import { tagUrl } from "../../src/server/services/tag-cloud";
import { listDiscussionTags } from "../../src/server/services/tags";
import type { PostAssetPostTagsHydrated } from "../../src/types/generated/widgets/hydrated/post-tags";
import type { PostAssetPostTagsProps } from "../../src/types/generated/widgets/post-tags";

export async function hydratePostTags(
  props: PostAssetPostTagsProps,
  context: LayoutContext,
): Promise<PostAssetPostTagsHydrated | null> {
  const { db } = context.services;
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  if (!(await postPageSwitches(db)).tagging) return null;
  // Visibility first: a discussion the viewer may not see has no tags to show.
  if (!(await getDiscussion(context.services, discussionID, { expand: ["-body"], excerpt: false })))
    return null;
  const rows = await listDiscussionTags(db, discussionID);
  if (rows.length === 0) return null;
  return { ...props, tags: rows.map((tag) => ({ ...tag, url: tagUrl(tag.tagID) })) };
}
