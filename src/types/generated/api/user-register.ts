// Generated from schemas/api/user-register.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /users.
 */
export interface UserRegister {
name: string
email: string
password: string
}
