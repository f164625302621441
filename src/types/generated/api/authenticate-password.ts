// Generated from schemas/api/authenticate-password.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /authenticate/password.
 */
export interface AuthenticatePassword {
/**
 * A user name or email, case-insensitive.
 */
username: string
password: string
/**
 * Keep the session cookie after the browser closes.
 */
persist: boolean
}
