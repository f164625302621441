// Generated from schemas/api/user-name-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user named in the path (GET /users/by-name/{name}): matched case-insensitively.
 */
export interface UserNameParams {
name: string
}
