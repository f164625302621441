// Generated from schemas/api/user-get-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /users/{id} and GET /users/by-name/{name} (docs/reference/api-conventions.md#other-call-families: expand[]=all, or expand reactionsReceived).
 */
export interface UserGetQuery {
/**
 * reactionsReceived or all. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
