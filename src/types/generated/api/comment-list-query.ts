// Generated from schemas/api/comment-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /comments.
 */
export interface CommentListQuery {
discussionID: number
sort: ("dateInserted" | "-dateInserted" | "-score")
/**
 * 1-based page number.
 */
page: number
limit: number
/**
 * insertUser or all. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
