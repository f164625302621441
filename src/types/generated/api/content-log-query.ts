// Generated from schemas/api/content-log-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /logs: the content log of one record (recordType + recordID: its revisions, oldest first) or of one discussion's comments (parentRecordID, e.g. operation=delete: its deleted comments, newest first). Moderators only (community.moderate or discussions.moderate in the category). Paging in headers.
 */
export interface ContentLogQuery {
recordType?: ("discussion" | "comment")
recordID?: number
/**
 * For comments, their discussion; for discussions, their category.
 */
parentRecordID?: number
/**
 * edit | delete | restore | move | merge | type | author …
 */
operation?: string
page: number
limit: number
}
