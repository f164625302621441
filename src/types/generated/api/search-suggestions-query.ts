// Generated from schemas/api/search-suggestions-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /search/suggestions (the search bar's autocomplete, docs/reference/search.md#api).
 */
export interface SearchSuggestionsQuery {
query: string
/**
 * Divided between the sources (places, discussions, members).
 */
limit: number
siteSectionID?: number
/**
 * Suggest only within this category and the categories below it (a search box scoped to a category page): its discussions and categories, no site sections or members.
 */
categoryID?: number
}
