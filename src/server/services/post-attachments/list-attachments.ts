// A discussion's attachments: the uploads whose foreignType and foreignID name it (link-media.ts attaches them
// when the post is saved), oldest first, each with its public address.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { media } from "../../db/schema";
import { MEDIA_URL_PREFIX } from "../../media/store";

export async function listDiscussionAttachments(db: Db, discussionID: number) {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.foreignType, "discussion"), eq(media.foreignID, discussionID)))
    .orderBy(asc(media.mediaID));
  return rows.map((row) => ({
    mediaID: row.mediaID,
    name: row.name,
    type: row.type,
    size: row.size,
    url: `${MEDIA_URL_PREFIX}${row.storageKey}`,
    width: row.width,
    height: row.height,
  }));
}
