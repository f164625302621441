// Generated from schemas/api/knowledge-category-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /knowledge-categories/{id} (articles.add): the fields sent change; a parent must be in the same knowledge base and not below the category.
 */
export interface KnowledgeCategoryPatch {
parentID?: (number | null)
name?: string
description?: string
sort?: number
}
