// Generated from schemas/api/collection.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A curated collection of records (docs/reference/api-conventions.md#resources). records: only those the viewer may see, in order.
 */
export interface Collection {
collectionID: number
name: string
insertUserID: number
dateInserted: string
records?: {
recordType: ("discussion" | "category" | "article" | "knowledgeBase" | "groups")
recordID: number
sort: number
record: {
name: string
url: string
excerpt?: string
imageUrl?: (string | null)
dateInserted?: string
}
}[]
}
