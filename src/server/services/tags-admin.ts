// The tag administration (community.manage, docs/reference/curation.md#tag-administration): POST /tags, PATCH
// /tags/{id} (a new name; the urlcode follows), POST /tags/{id}/merge (every discussion of the tag gets the target,
// the tag goes, counts are recounted) and DELETE /tags/{id}. Two tags never share an urlcode (the name's letters and
// digits, src/lib/tag-names.ts): a name that would is refused (422). Each change is audited in its transaction, and
// the tag cloud's cache is dropped so lists show it at once.
import { and, eq, ne, sql } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import { normalizeTagName, tagUrlcode } from "../../lib/tag-names";
import type { Tag } from "../../types/generated/api/tag";
import type { TagMerge } from "../../types/generated/api/tag-merge";
import type { TagPost } from "../../types/generated/api/tag-post";
import { discussionTags, tags } from "../db/schema";
import { fieldErrors, permissionDenied, signInRequired } from "../http/errors";
import { type AuditActor, recordAudit } from "./audit-log";
import { isSignedIn, type ServiceContext } from "./context";
import { tagNotFound } from "./curation-errors";
import { recountTags } from "./moderation/recount";
import { clearTagCloudCache } from "./tag-cloud";
import { tagColumns } from "./tags";

export interface TagWrite {
  tag: Tag;
  auditLogID: number;
}

function requireTagManager(ctx: ServiceContext): void {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (!ctx.viewer.permissions.has("community.manage")) throw permissionDenied();
}

async function findTag(ctx: ServiceContext, tagID: number): Promise<Tag | null> {
  const [row] = await ctx.db.select(tagColumns).from(tags).where(eq(tags.tagID, tagID)).limit(1);
  return row ?? null;
}

async function existingTag(ctx: ServiceContext, tagID: number): Promise<Tag> {
  const tag = await findTag(ctx, tagID);
  if (!tag) throw tagNotFound();
  return tag;
}

/** The name and urlcode to store; refused when empty of letters and digits or when another tag has the urlcode. */
async function freeName(ctx: ServiceContext, raw: string, exceptTagID?: number) {
  const name = normalizeTagName(raw);
  const urlcode = tagUrlcode(name);
  if (!urlcode) {
    throw fieldErrors(400, [
      {
        field: "name",
        code: "invalidTagName",
        message: msg("A tag name needs at least one letter or digit."),
      },
    ]);
  }
  const sameCode = eq(sql`lower(${tags.urlcode})`, urlcode);
  const [other] = await ctx.db
    .select({ name: tags.name })
    .from(tags)
    .where(exceptTagID === undefined ? sameCode : and(sameCode, ne(tags.tagID, exceptTagID)))
    .limit(1);
  if (other) {
    throw fieldErrors(422, [
      {
        field: "name",
        code: "duplicateTag",
        message: msg("The tag {name} already exists."),
        values: { name: other.name },
      },
    ]);
  }
  return { name, urlcode };
}

export async function createTag(ctx: ServiceContext, actor: AuditActor, input: TagPost): Promise<TagWrite> {
  requireTagManager(ctx);
  const { name, urlcode } = await freeName(ctx, input.name);
  const type = input.type ?? "";
  const { tagID, auditLogID } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(tags).values({ name, urlcode, type }).returning({ tagID: tags.tagID });
    if (!row) throw new Error("The tag was not created.");
    const auditLogID = await recordAudit(tx, actor, {
      action: "tag.add",
      recordType: "tag",
      recordID: row.tagID,
      changes: { before: null, after: { name, urlcode, type } },
    });
    return { tagID: row.tagID, auditLogID };
  });
  clearTagCloudCache(ctx.db);
  return { tag: await existingTag(ctx, tagID), auditLogID };
}

export async function renameTag(
  ctx: ServiceContext,
  actor: AuditActor,
  tagID: number,
  rawName: string,
): Promise<TagWrite> {
  requireTagManager(ctx);
  const before = await existingTag(ctx, tagID);
  const { name, urlcode } = await freeName(ctx, rawName, tagID);
  const auditLogID = await ctx.db.transaction(async (tx) => {
    await tx.update(tags).set({ name, urlcode }).where(eq(tags.tagID, tagID));
    return recordAudit(tx, actor, {
      action: "tag.edit",
      recordType: "tag",
      recordID: tagID,
      changes: { before: { name: before.name, urlcode: before.urlcode }, after: { name, urlcode } },
    });
  });
  clearTagCloudCache(ctx.db);
  return { tag: await existingTag(ctx, tagID), auditLogID };
}

export async function mergeTag(
  ctx: ServiceContext,
  actor: AuditActor,
  tagID: number,
  input: TagMerge,
): Promise<TagWrite> {
  requireTagManager(ctx);
  const source = await existingTag(ctx, tagID);
  if (input.targetTagID === tagID) {
    throw fieldErrors(422, [
      { field: "targetTagID", code: "sameTag", message: msg("A tag cannot be merged into itself.") },
    ]);
  }
  const target = await findTag(ctx, input.targetTagID);
  if (!target) {
    throw fieldErrors(422, [
      {
        field: "targetTagID",
        code: "unknownTag",
        message: msg("No tag has the id {ids}."),
        values: { ids: String(input.targetTagID) },
      },
    ]);
  }
  const auditLogID = await ctx.db.transaction(async (tx) => {
    // Every discussion of the source gets the target (those that had both keep one row), then the source goes.
    await tx.execute(sql`
      INSERT INTO ${discussionTags} ("discussionID", "tagID")
      SELECT "discussionID", ${target.tagID} FROM ${discussionTags} WHERE "tagID" = ${source.tagID}
      ON CONFLICT DO NOTHING`);
    await tx.delete(tags).where(eq(tags.tagID, source.tagID));
    await recountTags(tx, [target.tagID]);
    return recordAudit(tx, actor, {
      action: "tag.merge",
      recordType: "tag",
      recordID: source.tagID,
      changes: { before: source, after: { targetTagID: target.tagID } },
    });
  });
  clearTagCloudCache(ctx.db);
  return { tag: await existingTag(ctx, target.tagID), auditLogID };
}

/** Deletes a tag; its discussions simply lose it. Returns the audit entry's id. */
export async function deleteTag(ctx: ServiceContext, actor: AuditActor, tagID: number): Promise<number> {
  requireTagManager(ctx);
  const before = await existingTag(ctx, tagID);
  const auditLogID = await ctx.db.transaction(async (tx) => {
    await tx.delete(tags).where(eq(tags.tagID, tagID));
    return recordAudit(tx, actor, {
      action: "tag.delete",
      recordType: "tag",
      recordID: tagID,
      changes: { before, after: null },
    });
  });
  clearTagCloudCache(ctx.db);
  return auditLogID;
}
