// Generated from schemas/api/tag-list-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface TagListQuery {
/**
 * Name prefix, case-insensitive.
 */
query?: string
limit: number
/**
 * The page of the list (paging headers as every list: docs/reference/api-conventions.md#paging).
 */
page: number
}
