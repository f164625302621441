// Generated from schemas/api/collection-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /collections/{id} (community.manage, docs/reference/curation.md#collections): a new name, and/or the whole ordered list of records (each record's sort becomes its index; records the caller may not see are kept, after the others).
 */
export interface CollectionPatch {
name?: string
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
