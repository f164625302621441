// Generated from schemas/api/knowledge-category.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A category of a help center or a chapter of a guide (docs/reference/knowledge-base.md), nested by parentID.
 */
export interface KnowledgeCategory {
knowledgeCategoryID: number
knowledgeBaseID: number
/**
 * null = top level of the knowledge base.
 */
parentID: (number | null)
name: string
description: string
/**
 * /kb/categories/{id}-{slug}
 */
url: string
sort: number
/**
 * 1 = top level.
 */
depth: number
/**
 * Published articles directly in it.
 */
countArticles: number
dateInserted: string
dateUpdated?: (string | null)
}
