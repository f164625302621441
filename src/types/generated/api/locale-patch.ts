// Generated from schemas/api/locale-patch.schema.json by scripts/generate-types.ts. Do not edit.

export interface LocalePatch {
translationService?: (("deepl" | "google" | "libretranslate") | null)
enabled?: boolean
}
