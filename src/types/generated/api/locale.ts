// Generated from schemas/api/locale.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A language the site offers (docs/reference/localisation.md#locales): its key, its name in every enabled locale, whether the interface has a catalogue for it, and the machine translation service that pre-fills it.
 */
export interface Locale {
localeID: number
localeKey: string
/**
 * The locale's name in each enabled locale, keyed by locale key (its own name under its own key).
 */
displayNames: {
[k: string]: string | undefined
}
enabled: boolean
/**
 * The interface has a catalogue in this language (others are content-only locales).
 */
interface: boolean
dir: ("ltr" | "rtl")
translationService: (("deepl" | "google" | "libretranslate") | null)
}
