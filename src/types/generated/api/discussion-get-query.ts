// Generated from schemas/api/discussion-get-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface DiscussionGetQuery {
/**
 * As for GET /discussions. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
