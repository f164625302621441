// Generated from schemas/api/navigation-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /navigation: the locale whose list to read (the request's language when omitted).
 */
export interface NavigationQuery {
locale?: string
}
