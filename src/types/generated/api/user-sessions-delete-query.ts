// Generated from schemas/api/user-sessions-delete-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of DELETE /users/me/sessions: others=true signs out every session but the current one (required, so a bare DELETE cannot end them all by mistake).
 */
export interface UserSessionsDeleteQuery {
others: true
}
