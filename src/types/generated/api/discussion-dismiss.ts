// Generated from schemas/api/discussion-dismiss.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /discussions/{id}/dismiss: the body and the answer (spec 001 §7). A dismissed announcement is no longer listed first for that member.
 */
export interface DiscussionDismiss {
dismissed: boolean
}
