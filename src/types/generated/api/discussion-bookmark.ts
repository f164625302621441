// Generated from schemas/api/discussion-bookmark.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /discussions/{id}/bookmark: the body and the answer (docs/reference/api-conventions.md#other-call-families).
 */
export interface DiscussionBookmark {
bookmarked: boolean
}
