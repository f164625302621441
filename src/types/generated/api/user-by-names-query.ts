// Generated from schemas/api/user-by-names-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /users/by-names (docs/reference/api-conventions.md#mentions): users whose name matches a pattern, for mention suggestions.
 */
export interface UserByNamesQuery {
/**
 * A name pattern, case-insensitive; * matches any run of characters (the composer sends the typed text with a * suffix). It must hold at least one character other than *.
 */
name: string
/**
 * mention = the ranking of docs/reference/api-conventions.md#mentions (exact match, then active in the last 90 days, then names starting with the typed text); name = alphabetical.
 */
order: ("mention" | "name")
limit: number
/**
 * The site section the composer is on; empty = the default section. Every section shares one membership, so it does not narrow the answer, but a section that does not exist is refused.
 */
siteSectionID?: string
}
