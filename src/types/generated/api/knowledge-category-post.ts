// Generated from schemas/api/knowledge-category-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /knowledge-categories (articles.add in the knowledge base).
 */
export interface KnowledgeCategoryPost {
knowledgeBaseID: number
/**
 * A category of the same knowledge base; null or absent = top level.
 */
parentID?: (number | null)
name: string
description?: string
sort?: number
}
