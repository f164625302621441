// Generated from schemas/api/user-request-password.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /users/request-password: mails a password reset link when an account has this email.
 */
export interface UserRequestPassword {
email: string
}
