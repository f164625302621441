// Generated from schemas/api/user-session-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Path of DELETE /users/me/sessions/{sessionID}.
 */
export interface UserSessionParams {
sessionID: string
}
