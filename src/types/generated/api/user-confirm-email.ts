// Generated from schemas/api/user-confirm-email.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /users/confirm-email: the token of the mailed confirmation link.
 */
export interface UserConfirmEmail {
token: string
}
