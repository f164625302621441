// Collections (docs/reference/api-conventions.md#resources) as one viewer sees them: a collection's records are
// expanded to name, url and excerpt when the viewer may see them (discussions and categories in visible categories,
// articles and knowledge bases as collection-knowledge.ts says, groups as collection-groups.ts says); any other
// record is dropped, so a collection never reveals a private record (docs/reference/curation.md#collections).
import { and, asc, eq, inArray } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionByResourceQuery } from "../../types/generated/api/collection-by-resource-query";
import { collectionRecords, collections, discussions } from "../db/schema";
import { fieldErrors } from "../http/errors";
import { loadCategoryIndex } from "./category-index";
import { groupCollectionRecords } from "./collection-groups";
import { articleRecords, knowledgeBaseRecords } from "./collection-knowledge";
import type { ServiceContext } from "./context";
import { excerptOf } from "./format";
import { categoryUrl, discussionUrl } from "./urls";

export type { Collection };

type CollectionRecord = NonNullable<Collection["records"]>[number];
type StoredRecord = { recordType: string; recordID: number; sort: number };

const collectionColumns = {
  collectionID: collections.collectionID,
  name: collections.name,
  insertUserID: collections.insertUserID,
  dateInserted: collections.dateInserted,
};

type CollectionRow = { collectionID: number; name: string; insertUserID: number; dateInserted: Date };

const presentCollection = (row: CollectionRow): Collection => ({
  ...row,
  dateInserted: row.dateInserted.toISOString(),
});

export async function listCollections(ctx: ServiceContext): Promise<Collection[]> {
  const rows = await ctx.db
    .select(collectionColumns)
    .from(collections)
    .orderBy(asc(collections.collectionID));
  return rows.map(presentCollection);
}

async function discussionRecords(
  ctx: ServiceContext,
  ids: number[],
): Promise<Map<number, CollectionRecord["record"]>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      discussionID: discussions.discussionID,
      categoryID: discussions.categoryID,
      name: discussions.name,
      body: discussions.body,
      dateInserted: discussions.dateInserted,
    })
    .from(discussions)
    .where(inArray(discussions.discussionID, ids));
  const visible = rows.filter((row) => ctx.viewer.permissions.canViewCategory(row.categoryID));
  return new Map(
    visible.map((row) => [
      row.discussionID,
      {
        name: row.name,
        url: discussionUrl(row.discussionID, row.name),
        excerpt: excerptOf(row.body),
        imageUrl: null,
        dateInserted: row.dateInserted.toISOString(),
      },
    ]),
  );
}

async function categoryRecords(
  ctx: ServiceContext,
  ids: number[],
): Promise<Map<number, CollectionRecord["record"]>> {
  if (ids.length === 0) return new Map();
  const index = await loadCategoryIndex(ctx.db);
  const found = new Map<number, CollectionRecord["record"]>();
  for (const id of ids) {
    const node = index.byID.get(id);
    if (!node || !ctx.viewer.permissions.canViewCategory(id)) continue;
    found.set(id, {
      name: node.name,
      url: categoryUrl(node.urlcode),
      excerpt: node.description,
      imageUrl: node.bannerImageUrl ?? node.iconUrl,
    });
  }
  return found;
}

/** A record of a collection, named by type and id. */
export interface RecordRef {
  recordType: string;
  recordID: number;
}

export const recordKey = (ref: RecordRef) => `${ref.recordType}:${ref.recordID}`;

/** The records among these the viewer may see, by recordKey, each with its name, url and excerpt. */
export async function resolveRecords(
  ctx: ServiceContext,
  refs: readonly RecordRef[],
): Promise<Map<string, CollectionRecord["record"]>> {
  const idsOf = (type: string) => refs.filter((r) => r.recordType === type).map((r) => r.recordID);
  const [byDiscussion, byCategory, byArticle, byKnowledgeBase, byGroup] = await Promise.all([
    discussionRecords(ctx, idsOf("discussion")),
    categoryRecords(ctx, idsOf("category")),
    articleRecords(ctx, idsOf("article")),
    knowledgeBaseRecords(ctx, idsOf("knowledgeBase")),
    groupCollectionRecords(ctx, idsOf("groups")),
  ]);
  const lookups: Record<string, Map<number, CollectionRecord["record"]>> = {
    discussion: byDiscussion,
    category: byCategory,
    article: byArticle,
    knowledgeBase: byKnowledgeBase,
    groups: byGroup,
  };
  const found = new Map<string, CollectionRecord["record"]>();
  for (const ref of refs) {
    const record = lookups[ref.recordType]?.get(ref.recordID);
    if (record) found.set(recordKey(ref), record);
  }
  return found;
}

/** The records the viewer may see, in the collection's order, each with its name, url and excerpt. */
async function expandRecords(ctx: ServiceContext, stored: StoredRecord[]): Promise<CollectionRecord[]> {
  const visible = await resolveRecords(ctx, stored);
  return stored.flatMap((row) => {
    const record = visible.get(recordKey(row));
    if (!record) return [];
    return [
      {
        recordType: row.recordType as CollectionRecord["recordType"],
        recordID: row.recordID,
        sort: row.sort,
        record,
      },
    ];
  });
}

/** The stored records of a collection, in order (whether the viewer may see them or not). */
export async function storedRecords(ctx: ServiceContext, collectionID: number): Promise<StoredRecord[]> {
  return ctx.db
    .select({
      recordType: collectionRecords.recordType,
      recordID: collectionRecords.recordID,
      sort: collectionRecords.sort,
    })
    .from(collectionRecords)
    .where(eq(collectionRecords.collectionID, collectionID))
    .orderBy(asc(collectionRecords.sort), asc(collectionRecords.recordType), asc(collectionRecords.recordID));
}

/** One collection with its visible records; null when it does not exist. */
export async function getCollection(ctx: ServiceContext, collectionID: number): Promise<Collection | null> {
  const [row] = await ctx.db
    .select(collectionColumns)
    .from(collections)
    .where(eq(collections.collectionID, collectionID))
    .limit(1);
  if (!row) return null;
  const stored = await storedRecords(ctx, collectionID);
  return { ...presentCollection(row), records: await expandRecords(ctx, stored) };
}

/** The collections holding a record; none when the viewer may not see the record (its existence stays hidden). */
export async function collectionsByResource(
  ctx: ServiceContext,
  query: CollectionByResourceQuery,
): Promise<Collection[]> {
  // Spec 000 §3 names events among the record types; this site has none, which is a bad request, not an empty list.
  if (query.recordType === "event") {
    throw fieldErrors(400, [
      { field: "recordType", code: "noEvents", message: msg("This site has no events.") },
    ]);
  }
  const visible = await resolveRecords(ctx, [query]);
  if (visible.size === 0) return [];
  const rows = await ctx.db
    .select(collectionColumns)
    .from(collections)
    .innerJoin(collectionRecords, eq(collectionRecords.collectionID, collections.collectionID))
    .where(
      and(eq(collectionRecords.recordType, query.recordType), eq(collectionRecords.recordID, query.recordID)),
    )
    .orderBy(asc(collections.collectionID));
  return rows.map(presentCollection);
}
