// Generated from schemas/api/translation-remove.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * @minItems 1
 * @maxItems 500
 */
export type TranslationRemove = [TranslationRemoveItem, ...(TranslationRemoveItem)[]]

export interface TranslationRemoveItem {
/**
 * recordType.recordIDorKey.propertyName
 */
translationPropertyKey: string
locale: string
recordType: ("category" | "siteSection" | "navigationItem" | "customPage" | "role" | "layout" | "knowledgeBase" | "knowledgeCategory")
recordID?: (number | null)
recordKey?: (string | null)
propertyName: string
}
