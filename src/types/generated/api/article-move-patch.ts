// Generated from schemas/api/article-move-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /articles/{id}/move (articles.add in both knowledge bases).
 */
export interface ArticleMovePatch {
/**
 * null = the top level of the knowledge base.
 */
knowledgeCategoryID: (number | null)
/**
 * Another knowledge base (the category must be in it).
 */
knowledgeBaseID?: number
sort?: number
}
