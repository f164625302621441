// Generated from schemas/api/category-search-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /categories/search (docs/reference/search.md#api): categories the viewer may see whose name matches.
 */
export interface CategorySearchQuery {
query: string
parentCategoryID?: number
/**
 * breadcrumbs adds each category's path.
 */
expand?: string[]
limit: number
}
