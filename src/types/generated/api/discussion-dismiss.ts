// Generated from schemas/api/discussion-dismiss.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /discussions/{id}/dismiss: the body and the answer (docs/reference/api-conventions.md#other-call-families). A dismissed announcement is no longer listed first for that member.
 */
export interface DiscussionDismiss {
dismissed: boolean
}
