// Generated from schemas/api/article-revision-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Path of /articles/{id}/revisions/{articleRevisionID}.
 */
export interface ArticleRevisionParams {
id: number
articleRevisionID: number
}
