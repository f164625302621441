// Generated from schemas/api/category-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /categories. Also the input of the listCategories service.
 */
export interface CategoryListQuery {
/**
 * -1 = the root.
 */
parentCategoryID: number
/**
 * Levels below the parent to return.
 */
maxDepth: number
outputFormat: ("tree" | "flat")
/**
 * true = only featured categories (flat).
 */
featured?: boolean
/**
 * 1-based page number.
 */
page: number
limit: number
/**
 * lastPost, breadcrumbs or all. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
}
