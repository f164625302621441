// Generated from schemas/api/tag-list-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface TagListQuery {
/**
 * Name prefix, case-insensitive.
 */
query?: string
limit: number
}
