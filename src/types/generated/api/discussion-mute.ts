// Generated from schemas/api/discussion-mute.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /discussions/{id}/mute: the body and the answer (docs/reference/api-conventions.md#other-call-families). A muted discussion sends the member no reply notifications.
 */
export interface DiscussionMute {
muted: boolean
}
