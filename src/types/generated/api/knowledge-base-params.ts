// Generated from schemas/api/knowledge-base-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Path of /knowledge-bases/{id}: an ID or a url code.
 */
export interface KnowledgeBaseParams {
id: string
}
