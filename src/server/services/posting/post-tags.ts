// Tags chosen when a discussion is posted (the create post form, with tagging on): existing tags only — members
// pick, they do not invent — filed in the post's transaction with each tag's discussion count.
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { discussionTags, tags } from "../../db/schema";
import type { FieldErrorInput } from "../../http/errors";
import { POST_PAGE_CONFIG_KEYS, readConfig } from "../config";

/** The tag ids to file, or errors pushed: unknown tags, or tags while tagging is off. */
export async function checkTagIDs(
  db: Db,
  tagIDs: readonly number[],
  errors: FieldErrorInput[],
): Promise<number[]> {
  if (tagIDs.length === 0) return [];
  const config = await readConfig(db, [POST_PAGE_CONFIG_KEYS.tagging]);
  if (config[POST_PAGE_CONFIG_KEYS.tagging] === false) {
    errors.push({ field: "tagIDs", code: "taggingDisabled", message: "Tagging is switched off." });
    return [];
  }
  const found = await db
    .select({ tagID: tags.tagID })
    .from(tags)
    .where(inArray(tags.tagID, [...tagIDs]));
  const known = new Set(found.map((row) => row.tagID));
  const unknown = tagIDs.filter((id) => !known.has(id));
  if (unknown.length) {
    errors.push({
      field: "tagIDs",
      code: "unknownTag",
      message: "No tag has the id {ids}.",
      values: { ids: unknown.join(", ") },
    });
  }
  return tagIDs.filter((id) => known.has(id));
}

export async function tagNewDiscussion(
  tx: Tx,
  discussionID: number,
  tagIDs: readonly number[],
): Promise<void> {
  if (tagIDs.length === 0) return;
  await tx.insert(discussionTags).values(tagIDs.map((tagID) => ({ discussionID, tagID })));
  await tx
    .update(tags)
    .set({ countDiscussions: sql`${tags.countDiscussions} + 1` })
    .where(inArray(tags.tagID, [...tagIDs]));
}
