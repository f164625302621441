// Writing collections (community.manage, docs/reference/curation.md#collections): POST /collections, PATCH
// /collections/{id} (a new name, or the whole ordered list of records: each record's sort becomes its index) and
// DELETE /collections/{id}. Records added or removed must be records the viewer may see and curate
// (collection-curation.ts); records the viewer may not see are never touched by a list they could not know about:
// they stay, after the given ones, in their old order. Audited, each in one transaction.
import { eq } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionPatch } from "../../types/generated/api/collection-patch";
import type { CollectionPost } from "../../types/generated/api/collection-post";
import type { Tx } from "../db/client";
import { collectionRecords, collections } from "../db/schema";
import { fieldErrors, notFound, permissionDenied } from "../http/errors";
import { type AuditActor, recordAudit } from "./audit-log";
import { checkCuration, requireCurator } from "./collection-curation";
import { getCollection, type RecordRef, recordKey, resolveRecords, storedRecords } from "./collections";
import type { ServiceContext } from "./context";

export interface CollectionWrite {
  collection: Collection;
  auditLogID: number;
}

/** The trimmed name; a name of spaces only is no name (400). */
function collectionName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) {
    throw fieldErrors(400, [{ field: "name", code: "required", message: msg("A collection needs a name.") }]);
  }
  return trimmed;
}

/** Refuses records the viewer may not see (422, named) or may not curate (403). */
async function checkRecords(ctx: ServiceContext, refs: readonly RecordRef[]): Promise<void> {
  if (refs.length === 0) return;
  const check = await checkCuration(ctx, refs);
  if (check.hidden.length > 0) {
    throw fieldErrors(422, [
      {
        field: "records",
        code: "unknownRecord",
        message: msg("No record {records} could be found."),
        values: { records: check.hidden.map(recordKey).join(", ") },
      },
    ]);
  }
  if (check.refused.length > 0) throw permissionDenied();
}

async function writeRecords(tx: Tx, collectionID: number, refs: readonly RecordRef[]): Promise<void> {
  await tx.delete(collectionRecords).where(eq(collectionRecords.collectionID, collectionID));
  if (refs.length === 0) return;
  await tx
    .insert(collectionRecords)
    .values(
      refs.map((ref, sort) => ({ collectionID, recordType: ref.recordType, recordID: ref.recordID, sort })),
    );
}

const refsOf = (refs: readonly RecordRef[]) =>
  refs.map(({ recordType, recordID }) => ({ recordType, recordID }));

async function answer(ctx: ServiceContext, collectionID: number, auditLogID: number) {
  const collection = await getCollection(ctx, collectionID);
  if (!collection) throw notFound("Collection");
  return { collection, auditLogID };
}

export async function createCollection(
  ctx: ServiceContext,
  actor: AuditActor,
  input: CollectionPost,
): Promise<CollectionWrite> {
  requireCurator(ctx);
  const name = collectionName(input.name);
  const records = refsOf(input.records ?? []);
  await checkRecords(ctx, records);
  const { collectionID, auditLogID } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collections)
      .values({ name, insertUserID: ctx.viewer.user.userID })
      .returning({ collectionID: collections.collectionID });
    if (!row) throw new Error("The collection was not created.");
    await writeRecords(tx, row.collectionID, records);
    const auditLogID = await recordAudit(tx, actor, {
      action: "collection.add",
      recordType: "collection",
      recordID: row.collectionID,
      changes: { before: null, after: { name, records } },
    });
    return { collectionID: row.collectionID, auditLogID };
  });
  return answer(ctx, collectionID, auditLogID);
}

async function existingCollection(ctx: ServiceContext, collectionID: number) {
  const [row] = await ctx.db
    .select({ collectionID: collections.collectionID, name: collections.name })
    .from(collections)
    .where(eq(collections.collectionID, collectionID))
    .limit(1);
  if (!row) throw notFound("Collection");
  return row;
}

/**
 * The records to store: the given list, then those the viewer may not see, kept in their order. Only records that
 * join or leave are checked for curation: a reorder changes no record's membership.
 */
async function nextRecords(
  ctx: ServiceContext,
  stored: readonly RecordRef[],
  given: readonly RecordRef[],
): Promise<RecordRef[]> {
  const visible = await resolveRecords(ctx, stored);
  const seen = stored.filter((ref) => visible.has(recordKey(ref)));
  const kept = stored.filter((ref) => !visible.has(recordKey(ref)));
  const givenKeys = new Set(given.map(recordKey));
  const storedKeys = new Set(stored.map(recordKey));
  const joining = given.filter((ref) => !storedKeys.has(recordKey(ref)));
  const leaving = seen.filter((ref) => !givenKeys.has(recordKey(ref)));
  await checkRecords(ctx, joining);
  // Those leaving are visible (they were listed to the viewer): only their curation is asked.
  if (leaving.length > 0 && (await checkCuration(ctx, leaving)).refused.length > 0) throw permissionDenied();
  // A record given that was stored but hidden cannot be: resolveRecords said the viewer cannot see it.
  return [...given, ...kept.filter((ref) => !givenKeys.has(recordKey(ref)))];
}

export async function updateCollection(
  ctx: ServiceContext,
  actor: AuditActor,
  collectionID: number,
  input: CollectionPatch,
): Promise<CollectionWrite> {
  requireCurator(ctx);
  const before = await existingCollection(ctx, collectionID);
  const name = input.name === undefined ? before.name : collectionName(input.name);
  const stored = refsOf(await storedRecords(ctx, collectionID));
  const records = input.records ? await nextRecords(ctx, stored, refsOf(input.records)) : null;
  const auditLogID = await ctx.db.transaction(async (tx) => {
    if (name !== before.name) {
      await tx.update(collections).set({ name }).where(eq(collections.collectionID, collectionID));
    }
    if (records) await writeRecords(tx, collectionID, records);
    return recordAudit(tx, actor, {
      action: "collection.edit",
      recordType: "collection",
      recordID: collectionID,
      changes: {
        before: { name: before.name, ...(records ? { records: stored } : {}) },
        after: { name, ...(records ? { records } : {}) },
      },
    });
  });
  return answer(ctx, collectionID, auditLogID);
}

/** Deletes a collection with its records (the records themselves stay). Returns the audit entry's id. */
export async function deleteCollection(
  ctx: ServiceContext,
  actor: AuditActor,
  collectionID: number,
): Promise<number> {
  requireCurator(ctx);
  const before = await existingCollection(ctx, collectionID);
  const stored = refsOf(await storedRecords(ctx, collectionID));
  return ctx.db.transaction(async (tx) => {
    await tx.delete(collections).where(eq(collections.collectionID, collectionID));
    return recordAudit(tx, actor, {
      action: "collection.delete",
      recordType: "collection",
      recordID: collectionID,
      changes: { before: { name: before.name, records: stored }, after: null },
    });
  });
}
