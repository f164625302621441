// Generated from schemas/api/user-permissions-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface UserPermissionsQuery {
/**
 * junctions adds junctions and junctionAliases. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
