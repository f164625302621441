// Generated from schemas/api/article-related-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /articles/{id}/related.
 */
export interface ArticleRelatedQuery {
limit: number
}
