// Generated from schemas/api/collection-by-resource-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /collections/by-resource: the collections holding one record.
 */
export interface CollectionByResourceQuery {
recordType: ("article" | "category" | "discussion" | "event" | "groups" | "knowledgeBase")
recordID: number
}
