// Server data for the post attachments: the uploads attached to the discussion (media rows whose foreignType and
// foreignID name it: posting links the uploads a body references, services/post-attachments/link-media.ts).
// Nothing when there are none.
import { and, asc, eq } from "drizzle-orm";
import { media } from "../../src/server/db/schema";
import type { LayoutContext } from "../../src/server/layouts/context";
import { MEDIA_URL_PREFIX } from "../../src/server/media/store";
import { getDiscussion } from "../../src/server/services/discussions";
import type { PostAssetPostAttachmentsHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-post-attachments";
import type { PostAssetPostAttachmentsProps } from "../../src/types/generated/widgets/post-asset-post-attachments";

export async function hydratePostAttachments(
  props: PostAssetPostAttachmentsProps,
  context: LayoutContext,
): Promise<PostAssetPostAttachmentsHydrated | null> {
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  if (!(await getDiscussion(context.services, discussionID, { expand: ["-body"], excerpt: false })))
    return null;
  const rows = await context.services.db
    .select()
    .from(media)
    .where(and(eq(media.foreignType, "discussion"), eq(media.foreignID, discussionID)))
    .orderBy(asc(media.mediaID));
  if (rows.length === 0) return null;
  return {
    ...props,
    attachments: rows.map((row) => ({
      mediaID: row.mediaID,
      name: row.name,
      type: row.type,
      size: row.size,
      url: `${MEDIA_URL_PREFIX}${row.storageKey}`,
      width: row.width,
      height: row.height,
    })),
  };
}
