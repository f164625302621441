// Generated from schemas/api/search-suggestion.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One option of the search bar's autocomplete: places first (quick links), then records, then the create option 'Search for …'.
 */
export interface SearchSuggestion {
label: string
type: ("place" | "discussion" | "article" | "user" | "create")
/**
 * Where it comes from: categories, siteSections, discussions, articles, users, search.
 */
source: string
/**
 * Choosing it navigates here; the create option has none (it runs the search).
 */
url?: string
data?: {
[k: string]: string | number | boolean | null | undefined
}
}
