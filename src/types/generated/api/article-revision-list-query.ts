// Generated from schemas/api/article-revision-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /articles/{id}/revisions: one locale's revisions, or every locale's.
 */
export interface ArticleRevisionListQuery {
/**
 * A locale key (en, fr, pt-BR).
 */
locale?: string
}
