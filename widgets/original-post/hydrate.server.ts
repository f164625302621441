// Server data for the original post: the discussion with its author, category and rendered body, who last edited
// it, the thread page the URL asks for, and the knowledge base articles made from it that the viewer may read. (Page views are counted by lookup-hydrate, not here, so editor previews
// count none.)
import type { LayoutContext } from "../../src/server/layouts/context";
import { POST_PAGE_DISCUSSION_EXPANDS } from "../../src/server/services/comment-thread/thread-page";
import { readLastEditorID } from "../../src/server/services/discussion-reads";
import { getDiscussion } from "../../src/server/services/discussions";
import { articlesFromDiscussion } from "../../src/server/services/knowledge/from-discussion";
import { loadUserFragments } from "../../src/server/services/users-batch";
import type { PostAssetOriginalPostHydrated } from "../../src/types/generated/widgets/hydrated/original-post";
import type { PostAssetOriginalPostProps } from "../../src/types/generated/widgets/original-post";

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
  const updateUserID = discussion.dateUpdated ? await readLastEditorID(db, discussionID) : null;
  const updateUser = updateUserID
    ? ((await loadUserFragments(db, [updateUserID])).get(updateUserID) ?? null)
    : null;
  const page = typeof context.params.page === "number" ? context.params.page : 1;
  const articles = (await articlesFromDiscussion(context.services, discussionID))
    .filter((article) => article.status === "published")
    .map(({ articleID, name, url }) => ({ articleID, name, url }));
  return {
    ...props,
    ...(props.titleType === "none" ? { title: "" } : {}),
    discussion,
    updateUser,
    page,
    ...(articles.length ? { articles } : {}),
  };
}
