// Generated from schemas/api/search-suggestions-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /search/suggestions (the search bar's autocomplete, spec 001 §4.1, §7).
 */
export interface SearchSuggestionsQuery {
query: string
/**
 * Divided between the sources (places, discussions, members).
 */
limit: number
siteSectionID?: number
}
