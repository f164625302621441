// Generated from schemas/api/translation-list-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface TranslationListQuery {
locale: string
recordType?: ("category" | "siteSection" | "navigationItem" | "customPage" | "role" | "layout" | "knowledgeBase" | "knowledgeCategory")
/**
 * Record IDs, comma-separated or repeated.
 * 
 * @maxItems 500
 */
recordIDs?: string[]
/**
 * Record keys, comma-separated or repeated.
 * 
 * @maxItems 500
 */
recordKeys?: string[]
}
