// Generated from schemas/api/comment-answer-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /comments/{id}/answer: accept or reject an answer to a question, or reset it (pending). The question's author or a moderator (community.moderate / discussions.edit in its category).
 */
export interface CommentAnswerPatch {
status: ("accepted" | "rejected" | "pending")
}
