// Server data for the comment thread: one keyset page of the discussion's comments, nested (see
// src/server/services/comment-thread/thread-page.ts for how the sort, page and permalink are chosen).
import type { LayoutContext } from "../../src/server/layouts/context";
import { loadThreadPage } from "../../src/server/services/comment-thread/thread-page";
import type { PostAssetCommentThreadHydrated } from "../../src/types/generated/widgets/hydrated/post-comment-thread";
import type { PostAssetCommentThreadProps } from "../../src/types/generated/widgets/post-comment-thread";

export async function hydratePostCommentThread(
  props: PostAssetCommentThreadProps,
  context: LayoutContext,
): Promise<PostAssetCommentThreadHydrated | null> {
  const page = await loadThreadPage(props.apiParams ?? {}, context);
  return page ? { ...props, ...page } : null;
}
