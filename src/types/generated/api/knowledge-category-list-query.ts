// Generated from schemas/api/knowledge-category-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /knowledge-categories: one knowledge base's categories in tree order.
 */
export interface KnowledgeCategoryListQuery {
knowledgeBaseID: number
}
