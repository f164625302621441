// Generated from schemas/api/collection-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /collections (community.manage, docs/reference/curation.md#collections): a new collection, optionally with its records in order.
 */
export interface CollectionPost {
name: string
/**
 * @maxItems 500
 */
records?: CollectionRecordRef[]
}
/**
 * One record of a collection, named by type and id (docs/reference/curation.md#collections). Spec 000 §3 also names events, which this site does not have.
 */
export interface CollectionRecordRef {
recordType: ("article" | "category" | "discussion" | "groups" | "knowledgeBase")
recordID: number
}
