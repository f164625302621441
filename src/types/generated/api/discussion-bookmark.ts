// Generated from schemas/api/discussion-bookmark.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /discussions/{id}/bookmark: the body and the answer (spec 000 §7).
 */
export interface DiscussionBookmark {
bookmarked: boolean
}
