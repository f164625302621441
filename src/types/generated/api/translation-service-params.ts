// Generated from schemas/api/translation-service-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface TranslationServiceParams {
type: ("deepl" | "google" | "libretranslate")
}
