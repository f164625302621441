// Generated from schemas/api/reacted-posts-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /users/{id}/reacted-posts: the reaction (its urlcode, case-insensitive) and the page; most recently reacted first.
 */
export interface ReactedPostsQuery {
reaction: string
page: number
limit: number
}
