// PUT /discussions/{id}/tags (docs/reference/curation.md#tags, spec 000 §7): a discussion's tags from now on. Its
// author may retag it, and so may whoever edits discussions in its category (discussions.edit, discussions.manage,
// community.moderate: the move rule of moderation-permissions.ts). Tags come by id (unknown ids: 422) and by
// name: a name matches the tag with its urlcode (src/lib/tag-names.ts), and a name no tag has creates one, which needs
// global tags.add — a member's new tag is a user tag (type "User"), a community manager's an ordinary one (type "").
// The tags' discussion counts are recounted in the same transaction; the change is audited.
import { eq, inArray, sql } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import { distinctTagNames, tagUrlcode } from "../../lib/tag-names";
import type { DiscussionTagsPut } from "../../types/generated/api/discussion-tags-put";
import type { Tag } from "../../types/generated/api/tag";
import type { Db, Tx } from "../db/client";
import { discussionTags, tags } from "../db/schema";
import { ApiError, fieldErrors, permissionDenied } from "../http/errors";
import { type AuditActor, recordAudit } from "./audit-log";
import type { ServiceContext } from "./context";
import { loadForOption } from "./discussion-options/load";
import { canEditIn } from "./moderation/moderation-permissions";
import { recountTags, tagIDsOf } from "./moderation/recount";
import { clearTagCloudCache } from "./tag-cloud";
import { discussionTagResources, tagColumns, tagsByID } from "./tags";

/** The tag type a new tag gets from this viewer: staff who manage the community make ordinary tags. */
export function newTagType(ctx: ServiceContext): "" | "User" {
  return ctx.viewer.permissions.has("community.manage") ? "" : "User";
}

/** The ids asked for, all of which must name tags (422 otherwise). */
async function checkTagIDs(ctx: ServiceContext, tagIDs: readonly number[]): Promise<number[]> {
  const found = new Set((await tagsByID(ctx.db, tagIDs)).map((tag) => tag.tagID));
  const unknown = tagIDs.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw fieldErrors(422, [
      {
        field: "tagIDs",
        code: "unknownTag",
        message: msg("No tag has the id {ids}."),
        values: { ids: unknown.join(", ") },
      },
    ]);
  }
  return [...tagIDs];
}

/** Each name with its urlcode; a name without a letter or digit is refused (400). */
function namedCodes(names: readonly string[]): { name: string; code: string }[] {
  const named = distinctTagNames(names).map((name) => ({ name, code: tagUrlcode(name) }));
  const empty = named.filter((entry) => entry.code === "");
  if (empty.length > 0 || names.some((name) => name.trim() === "")) {
    throw fieldErrors(400, [
      {
        field: "names",
        code: "invalidTagName",
        message: msg("A tag name needs at least one letter or digit."),
      },
    ]);
  }
  return named;
}

/** Tags by urlcode, case-insensitively. */
async function tagsByCode(db: Db | Tx, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select(tagColumns)
    .from(tags)
    .where(inArray(sql`lower(${tags.urlcode})`, [...codes]));
}

function refuseNewTags(): ApiError {
  return new ApiError(403, msg("Permission Problem"), {
    description: msg("You may choose existing tags, but you may not create new ones."),
  });
}

/** Creates the named tags that do not exist yet (a concurrent creation of the same one is taken as it is). */
async function createMissing(
  tx: Tx,
  named: readonly { name: string; code: string }[],
  type: "" | "User",
): Promise<number[]> {
  if (named.length === 0) return [];
  await tx
    .insert(tags)
    .values(named.map(({ name, code }) => ({ name, urlcode: code, type })))
    .onConflictDoNothing();
  return (
    await tagsByCode(
      tx,
      named.map((entry) => entry.code),
    )
  ).map((tag) => tag.tagID);
}

export async function setDiscussionTags(
  ctx: ServiceContext,
  actor: AuditActor,
  discussionID: number,
  input: DiscussionTagsPut,
): Promise<Tag[]> {
  const row = await loadForOption(ctx, discussionID);
  const isAuthor = row.insertUserID === ctx.viewer.user.userID;
  if (!isAuthor && !canEditIn(ctx.viewer, row.categoryID)) throw permissionDenied();
  const byID = await checkTagIDs(ctx, [...new Set(input.tagIDs ?? [])]);
  const named = namedCodes(input.names ?? []);
  const existing = await tagsByCode(
    ctx.db,
    named.map((entry) => entry.code),
  );
  const existingCodes = new Set(existing.map((tag) => tag.urlcode.toLowerCase()));
  const missing = named.filter((entry) => !existingCodes.has(entry.code));
  if (missing.length > 0 && !ctx.viewer.permissions.has("tags.add")) throw refuseNewTags();
  const type = newTagType(ctx);
  await ctx.db.transaction(async (tx) => {
    const created = await createMissing(tx, missing, type);
    const after = [...new Set([...byID, ...existing.map((tag) => tag.tagID), ...created])];
    const before = await tagIDsOf(tx, discussionID);
    await tx.delete(discussionTags).where(eq(discussionTags.discussionID, discussionID));
    if (after.length > 0) {
      await tx.insert(discussionTags).values(after.map((tagID) => ({ discussionID, tagID })));
    }
    await recountTags(tx, [...before, ...after]);
    await recordAudit(tx, actor, {
      action: "discussion.tags",
      recordType: "discussion",
      recordID: discussionID,
      changes: { before: { tagIDs: before }, after: { tagIDs: after } },
    });
  });
  clearTagCloudCache(ctx.db);
  return discussionTagResources(ctx.db, discussionID);
}
