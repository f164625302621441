// Generated from schemas/api/reaction-log-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /{discussions|comments}/{id}/reactions: the newest first, a page at a time (paging in headers).
 */
export interface ReactionLogQuery {
page: number
limit: number
}
