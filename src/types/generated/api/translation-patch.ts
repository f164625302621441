// Generated from schemas/api/translation-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Translations to store (spec 001 §7): each names its property by key and record.
 * 
 * @minItems 1
 * @maxItems 500
 */
export type TranslationPatch = [TranslationPatchItem, ...(TranslationPatchItem)[]]

export interface TranslationPatchItem {
/**
 * recordType.recordIDorKey.propertyName
 */
translationPropertyKey: string
locale: string
recordType: ("category" | "siteSection" | "navigationItem" | "customPage" | "role" | "layout" | "knowledgeBase" | "knowledgeCategory")
recordID?: (number | null)
recordKey?: (string | null)
propertyName: string
translation: string
}
