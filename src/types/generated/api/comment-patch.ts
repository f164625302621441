// Generated from schemas/api/comment-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /comments/{id}: the comment's new text (its author within the edit window, or an editor).
 */
export interface CommentPatch {
body: string
format?: ("markdown" | "text" | "html")
}
