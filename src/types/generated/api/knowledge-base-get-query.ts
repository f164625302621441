// Generated from schemas/api/knowledge-base-get-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /knowledge-bases/{id}.
 */
export interface KnowledgeBaseGetQuery {
/**
 * permissions: each role's grants (editors and managers only).
 */
expand?: string[]
}
