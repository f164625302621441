// Generated from schemas/api/draft-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /drafts: the viewer's own drafts, newest change first; paging in the response headers.
 */
export interface DraftListQuery {
recordType?: ("discussion" | "comment" | "article")
recordID?: number
parentRecordType?: ("category" | "discussion" | "knowledgeBase")
parentRecordID?: number
draftStatus?: ("draft" | "scheduled" | "error")
page: number
limit: number
}
