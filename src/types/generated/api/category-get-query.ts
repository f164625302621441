// Generated from schemas/api/category-get-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface CategoryGetQuery {
/**
 * lastPost, breadcrumbs or all. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
