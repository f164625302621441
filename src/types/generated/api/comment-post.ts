// Generated from schemas/api/comment-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /comments: a reply to a discussion, or to one of its comments (parentCommentID).
 */
export interface CommentPost {
discussionID: number
body: string
format: ("markdown" | "text" | "html")
parentCommentID?: (number | null)
}
