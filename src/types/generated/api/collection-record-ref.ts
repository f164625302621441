// Generated from schemas/api/collection-record-ref.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One record of a collection, named by type and id (docs/reference/curation.md#collections). Spec 000 §3 also names events, which this site does not have.
 */
export interface CollectionRecordRef {
recordType: ("article" | "category" | "discussion" | "groups" | "knowledgeBase")
recordID: number
}
