// Generated from schemas/api/article-featured-put.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PUT /articles/{id}/featured (articles.add).
 */
export interface ArticleFeaturedPut {
featured: boolean
/**
 * Order among the featured (lower first).
 */
featuredSort?: number
}
