// PUT /collections/by-resource (community.manage, docs/reference/api-conventions.md#request-headers): the collections
// one record belongs to, replacing what it had. A record joins the end of each collection it was not in; it leaves
// the others. The record must be one the viewer may see (404 otherwise, its existence stays private). A discussion or
// category needs community.manage in its category; an article or knowledge base, which belong to no category,
// community.manage anywhere. Audited, in one transaction.
import { and, eq, inArray, max, notInArray } from "drizzle-orm";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import { collectionRecords, collections, discussions } from "../db/schema";
import { fieldErrors, notFound, permissionDenied, signInRequired } from "../http/errors";
import { type AuditActor, recordAudit } from "./audit-log";
import { articleRecords, knowledgeBaseRecords } from "./collection-knowledge";
import { collectionsByResource } from "./collections";
import { isSignedIn, type ServiceContext } from "./context";
import { canCurateCollections } from "./discussion-options/option-permissions";
import { articleNotFound, knowledgeBaseNotFound } from "./knowledge/not-found";

/** The category whose permissions govern the record; null when the viewer may not see it. */
async function governingCategory(ctx: ServiceContext, record: CollectionByResourcePut["record"]) {
  let categoryID: number | undefined;
  if (record.recordType === "category") categoryID = record.recordID;
  else {
    const [row] = await ctx.db
      .select({ categoryID: discussions.categoryID })
      .from(discussions)
      .where(eq(discussions.discussionID, record.recordID))
      .limit(1);
    categoryID = row?.categoryID;
  }
  return categoryID !== undefined && ctx.viewer.permissions.canViewCategory(categoryID) ? categoryID : null;
}

/** Refuses a record the viewer may not see (404) or may not curate (403). */
async function checkCurator(ctx: ServiceContext, record: CollectionByResourcePut["record"]): Promise<void> {
  if (record.recordType === "article" || record.recordType === "knowledgeBase") {
    const isArticle = record.recordType === "article";
    const visible = await (isArticle ? articleRecords : knowledgeBaseRecords)(ctx, [record.recordID]);
    if (!visible.has(record.recordID)) throw isArticle ? articleNotFound() : knowledgeBaseNotFound();
    if (!canCurateCollections(ctx.viewer)) throw permissionDenied();
    return;
  }
  const categoryID = await governingCategory(ctx, record);
  if (categoryID === null) throw notFound(record.recordType === "category" ? "Category" : "Discussion");
  if (!canCurateCollections(ctx.viewer, categoryID)) throw permissionDenied();
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
