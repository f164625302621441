// PUT /collections/by-resource (community.manage, docs/reference/api-conventions.md#request-headers): the collections
// one record belongs to, replacing what it had. A record joins the end of each collection it was not in; it leaves
// the others. The record must be one the viewer may see (404 otherwise, its existence stays private). A discussion or
// category needs community.manage in its category; an article, knowledge base or group, which belong to no category,
// community.manage anywhere (collection-curation.ts). Audited, in one transaction.
import { and, eq, inArray, max, notInArray } from "drizzle-orm";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import { collectionRecords, collections } from "../db/schema";
import { fieldErrors, notFound, permissionDenied, signInRequired } from "../http/errors";
import { type AuditActor, recordAudit } from "./audit-log";
import { checkCuration } from "./collection-curation";
import { collectionsByResource } from "./collections";
import { isSignedIn, type ServiceContext } from "./context";
import { groupNotFound } from "./curation-errors";
import { articleNotFound, knowledgeBaseNotFound } from "./knowledge/not-found";

/** The 404 of a record the viewer may not see, in its own words. */
function recordNotFound(recordType: CollectionByResourcePut["record"]["recordType"]) {
  switch (recordType) {
    case "article":
      return articleNotFound();
    case "knowledgeBase":
      return knowledgeBaseNotFound();
    case "groups":
      return groupNotFound();
    default:
      return notFound(recordType === "category" ? "Category" : "Discussion");
  }
}

/** Refuses a record the viewer may not see (404) or may not curate (403). */
async function checkCurator(ctx: ServiceContext, record: CollectionByResourcePut["record"]): Promise<void> {
  const check = await checkCuration(ctx, [record]);
  if (check.hidden.length > 0) throw recordNotFound(record.recordType);
  if (check.refused.length > 0) throw permissionDenied();
}

export async function putCollectionsByResource(
  ctx: ServiceContext,
  actor: AuditActor,
  input: CollectionByResourcePut,
): Promise<Collection[]> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const { record, collectionIDs } = input;
  await checkCurator(ctx, record);
  if (collectionIDs.length) {
    const found = await ctx.db
      .select({ collectionID: collections.collectionID })
      .from(collections)
      .where(inArray(collections.collectionID, collectionIDs));
    const known = new Set(found.map((row) => row.collectionID));
    const missing = collectionIDs.filter((id) => !known.has(id));
    if (missing.length) {
      throw fieldErrors(422, [
        {
          field: "collectionIDs",
          code: "unknownCollection",
          message: "No collection {ids}.",
          values: { ids: missing.join(", ") },
        },
      ]);
    }
  }
  const ofRecord = and(
    eq(collectionRecords.recordType, record.recordType),
    eq(collectionRecords.recordID, record.recordID),
  );
  await ctx.db.transaction(async (tx) => {
    const before = (
      await tx
        .select({ collectionID: collectionRecords.collectionID })
        .from(collectionRecords)
        .where(ofRecord)
    ).map((row) => row.collectionID);
    await tx
      .delete(collectionRecords)
      .where(
        collectionIDs.length
          ? and(ofRecord, notInArray(collectionRecords.collectionID, collectionIDs))
          : ofRecord,
      );
    for (const collectionID of collectionIDs.filter((id) => !before.includes(id))) {
      const [last] = await tx
        .select({ sort: max(collectionRecords.sort) })
        .from(collectionRecords)
        .where(eq(collectionRecords.collectionID, collectionID));
      await tx.insert(collectionRecords).values({ collectionID, ...record, sort: (last?.sort ?? -1) + 1 });
    }
    await recordAudit(tx, actor, {
      action: "collection.records",
      recordType: record.recordType,
      recordID: record.recordID,
      changes: { before: { collectionIDs: before }, after: { collectionIDs } },
    });
  });
  return collectionsByResource(ctx, record);
}
