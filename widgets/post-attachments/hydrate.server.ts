// Server data for the post attachments: the uploads attached to the discussion (media rows whose foreignType and
// foreignID name it: posting links the uploads a body references, services/post-attachments/link-media.ts) and the
// external items integrations made of it (services/integrations/, docs/reference/integrations.md#on-the-post-page:
// those of a type with no integration now are left out, with a warning in the server log). Nothing when there are none.
import { SOURCE_LOCALE } from "../../src/lib/i18n/locales";
import { serverTranslator } from "../../src/server/i18n/catalogues";
import type { LayoutContext } from "../../src/server/layouts/context";
import { getDiscussion } from "../../src/server/services/discussions";
import { describedPostAttachments } from "../../src/server/services/integrations";
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
  const { t } = serverTranslator(context.services.locale ?? SOURCE_LOCALE);
  const [attachments, integrationAttachments] = await Promise.all([
    listDiscussionAttachments(context.services.db, discussionID),
    describedPostAttachments(context.services, "discussion", discussionID, t),
  ]);
  if (attachments.length === 0 && integrationAttachments.length === 0) return null;
  return { ...props, attachments, integrationAttachments };
}
