// Generated from schemas/api/user-session.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One of the signed-in user's sessions (GET /users/me/sessions). sessionID is derived from the stored token hash by a one-way function, so it reveals neither the token nor its hash.
 */
export interface UserSession {
sessionID: string
/**
 * true for the session of the request.
 */
current: boolean
/**
 * The browser's User-Agent at sign-in ("" when unknown).
 */
userAgent: string
/**
 * The client address at sign-in ("" when unknown).
 */
ipAddress: string
dateInserted: string
dateLastActive: string
dateExpires: string
}
