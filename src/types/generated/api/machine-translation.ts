// Generated from schemas/api/machine-translation.schema.json by scripts/generate-types.ts. Do not edit.

export interface MachineTranslation {
locale: string
service: ("deepl" | "google" | "libretranslate")
translations: MachineTranslationResult[]
}
export interface MachineTranslationResult {
translationPropertyKey: string
translation: string
}
