// Generated from schemas/api/user-password-reset.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /users/password-reset: the mailed token and the new password (the rules of registration).
 */
export interface UserPasswordReset {
token: string
password: string
}
