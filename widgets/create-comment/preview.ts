// Preview loader for the comment editor: the page's discussion (a post page story's), else the preview one; a
// guest, who may not comment, gets no editor (as on the server).

import type { Discussion } from "../../src/types/generated/api/discussion";
import type { PostAssetCreateCommentProps } from "../../src/types/generated/widgets/create-comment";
import type { PostAssetCreateCommentHydrated } from "../../src/types/generated/widgets/hydrated/create-comment";
import type { PreviewContext } from "../../stories/support/preview-data";
import { makeDiscussion } from "../../tests/factories";

/** The discussion the widget stories reply to. */
const PREVIEW_DISCUSSION_ID = 3;

export async function previewCreateComment(
  props: PostAssetCreateCommentProps,
  context: PreviewContext,
): Promise<PostAssetCreateCommentHydrated | null> {
  if (context.viewer !== "member") return null;
  const onPage = context.params.discussion as Discussion | undefined;
  const discussion = onPage ?? makeDiscussion({ discussionID: PREVIEW_DISCUSSION_ID });
  return { ...props, ...(props.titleType === "none" ? { title: "" } : {}), discussion };
}
