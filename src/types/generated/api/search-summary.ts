// Generated from schemas/api/search-summary.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /search/summary: what the search page shows around the results for the same query (facet counts, did-you-mean, warnings).
 */
export interface SearchSummary {
total: number
/**
 * Hits per record type, every searchable type present (0 when none). Each count stops at 1,000 (docs/reference/search.md#cost).
 */
recordTypes: {
[k: string]: number | undefined
}
/**
 * The record types whose count stopped at 1,000: more hits exist (and `total` is then a lower bound when one of them is searched).
 */
cappedRecordTypes?: string[]
/**
 * Hits per category among the first 1,000 hits found (every hit unless a word is common), most first (at most 20).
 */
categories: {
categoryID: number
name: string
count: number
}[]
/**
 * The query with misspelled words replaced by words of content a guest may see; null when nothing better is known.
 */
didYouMean: (string | null)
/**
 * Filters dropped because they do not apply to the record types searched.
 */
warnings: string[]
}
