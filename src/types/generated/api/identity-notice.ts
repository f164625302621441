// Generated from schemas/api/identity-notice.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Answer of the password reset and email confirmation calls: a sentence to show the user.
 */
export interface IdentityNotice {
message: string
}
