// Generated from schemas/api/discussion-type-put.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PUT /discussions/{id}/type (discussions.edit): a discussion becomes a question or back.
 */
export interface DiscussionTypePut {
type: ("discussion" | "question")
}
