// Generated from schemas/api/collection-by-resource-put.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PUT /collections/by-resource (community.manage, docs/reference/api-conventions.md#other-call-families): the collections a record belongs to, replacing the list it had (an empty list takes it out of every collection).
 */
export interface CollectionByResourcePut {
record: {
recordType: ("discussion" | "category" | "article" | "knowledgeBase" | "groups")
recordID: number
}
/**
 * @maxItems 100
 */
collectionIDs: number[]
}
