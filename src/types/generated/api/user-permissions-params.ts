// Generated from schemas/api/user-permissions-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface UserPermissionsParams {
/**
 * A userID, or $me.
 */
id: string
}
