// Generated from schemas/api/translation.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One translated property of one record in one locale (spec 001 §3).
 */
export interface Translation {
/**
 * recordType.recordIDorKey.propertyName
 */
translationPropertyKey: string
locale: string
translation: string
recordType: ("category" | "siteSection" | "navigationItem" | "customPage" | "role" | "layout" | "knowledgeBase" | "knowledgeCategory")
recordID?: (number | null)
recordKey?: (string | null)
propertyName: string
dateUpdated?: string
}
