// Generated from schemas/api/comment-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /comments: the comments of one discussion (discussionID), or one user's comments across the discussions the viewer may see (insertUserID, newest first by default). One of the two is required.
 */
export interface CommentListQuery {
discussionID?: number
insertUserID?: number
/**
 * With discussionID: only the direct replies to this comment.
 */
parentCommentID?: number
/**
 * Defaults to dateInserted for a discussion's comments and -dateInserted for a user's.
 */
sort?: ("dateInserted" | "-dateInserted" | "-score")
/**
 * 1-based page number.
 */
page: number
limit: number
/**
 * insertUser, discussion (the discussion's ID, name and URL) or all. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
