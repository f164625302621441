// A post's attachments are the uploads its body references (`/media/{storageKey}` in a link or image): when the
// post is saved, the author's own not-yet-attached uploads among them get the post as their foreignType/foreignID,
// inside the post's transaction. Someone else's upload, or one already attached elsewhere, is left alone.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { media } from "../../db/schema";

const MEDIA_REFERENCE = /\/media\/([0-9a-f]{32}\.[a-z0-9]{1,10})/g;

/** The storage keys a body's source references, each once. */
function referencedStorageKeys(body: string): string[] {
  return [...new Set([...body.matchAll(MEDIA_REFERENCE)].map((match) => match[1] as string))];
}

export async function linkReferencedMedia(
  tx: Db | Tx,
  post: { body: string; foreignType: "discussion" | "comment"; foreignID: number; userID: number },
): Promise<void> {
  const keys = referencedStorageKeys(post.body);
  if (keys.length === 0) return;
  await tx
    .update(media)
    .set({ foreignType: post.foreignType, foreignID: post.foreignID })
    .where(
      and(inArray(media.storageKey, keys), eq(media.insertUserID, post.userID), isNull(media.foreignID)),
    );
}
