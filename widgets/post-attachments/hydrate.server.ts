// Server data for the post attachments: the uploads attached to the discussion (media rows whose foreignType and
// foreignID name it: posting links the uploads a body references, services/post-attachments/link-media.ts).
// Nothing when there are none.
import type { LayoutContext } from "../../src/server/layouts/context";
import { getDiscussion } from "../../src/server/services/discussions";
import { listDiscussionAttachments } from "../../src/server/services/post-attachments/list-attachments";
import type { PostAssetPostAttachmentsHydrated } from "../../src/types/generated/widgets/hydrated/post-attachments";
import type { PostAssetPostAttachmentsProps } from "../../src/types/generated/widgets/post-attachments";

export async function hydratePostAttachments(
  props: PostAssetPostAttachmentsProps,
  context: LayoutContext,
): Promise<PostAssetPostAttachmentsHydrated | null> {
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  if (!(await getDiscussion(context.services, discussionID, { expand: ["-body"], excerpt: false })))
    return null;
  const attachments = await listDiscussionAttachments(context.services.db, discussionID);
  if (attachments.length === 0) return null;
  return { ...props, attachments };
}
