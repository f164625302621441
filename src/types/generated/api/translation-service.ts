// Generated from schemas/api/translation-service.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A machine translation service (docs/reference/localisation.md#machine-translation); its key is never returned.
 */
export interface TranslationService {
type: ("deepl" | "google" | "libretranslate")
name: string
/**
 * A key (or, for LibreTranslate, an address) is stored.
 */
isConfigured: boolean
url: (string | null)
dateUpdated?: (string | null)
}
