// Generated from schemas/api/post-translation.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A post read through the machine translation service of the reader's locale (docs/reference/localisation.md#reading-a-post-in-your-language): cached per post, source revision and locale.
 */
export interface PostTranslation {
recordType: ("discussion" | "comment")
recordID: number
locale: string
/**
 * The discussion's title (discussions only).
 */
name?: (string | null)
/**
 * Sanitized HTML.
 */
body: string
detectedSource?: (string | null)
service: ("deepl" | "google" | "libretranslate")
cached: boolean
}
