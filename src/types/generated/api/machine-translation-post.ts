// Generated from schemas/api/machine-translation-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Texts for the locale's machine translation service to pre-fill the translator with.
 */
export interface MachineTranslationPost {
locale: string
/**
 * @minItems 1
 * @maxItems 200
 */
properties: [MachineTranslationProperty, ...(MachineTranslationProperty)[]]
}
export interface MachineTranslationProperty {
/**
 * recordType.recordIDorKey.propertyName
 */
translationPropertyKey: string
sourceText: string
format?: ("text" | "html")
}
