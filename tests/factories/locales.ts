// The stored locales and translation services the Languages and Translation Services pages show (their tests and
// stories): English, French (DeepL) and Arabic with an interface, German a disabled content language; DeepL and
// LibreTranslate set up, Google not.
import type { Locale } from "../../src/types/generated/api/locale";
import type { TranslationService } from "../../src/types/generated/api/translation-service";

const NAMES: Record<string, Record<string, string>> = {
  en: { en: "English", fr: "anglais", ar: "الإنجليزية" },
  fr: { en: "French", fr: "français", ar: "الفرنسية" },
  ar: { en: "Arabic", fr: "arabe", ar: "العربية" },
  de: { en: "German", fr: "allemand", ar: "الألمانية", de: "Deutsch" },
  "pt-BR": {
    en: "Brazilian Portuguese",
    fr: "portugais brésilien",
    ar: "البرتغالية البرازيلية",
    "pt-BR": "português (Brasil)",
  },
};

export function makeLocale(localeKey: string, overrides: Partial<Locale> = {}): Locale {
  return {
    localeID: Object.keys(NAMES).indexOf(localeKey) + 1,
    localeKey,
    displayNames: NAMES[localeKey] ?? { [localeKey]: localeKey },
    enabled: true,
    interface: ["en", "fr", "ar"].includes(localeKey),
    dir: localeKey === "ar" ? "rtl" : "ltr",
    translationService: null,
    ...overrides,
  };
}

export function makeLocales(): Locale[] {
  return [
    makeLocale("en"),
    makeLocale("fr", { translationService: "deepl" }),
    makeLocale("ar"),
    makeLocale("de", { enabled: false }),
  ];
}

export function makeTranslationServices(): TranslationService[] {
  return [
    { type: "deepl", name: "DeepL", isConfigured: true, url: null, dateUpdated: "2026-10-20T09:00:00.000Z" },
    { type: "google", name: "Google Cloud Translation", isConfigured: false, url: null, dateUpdated: null },
    {
      type: "libretranslate",
      name: "LibreTranslate",
      isConfigured: true,
      url: "https://translate.example.com",
      dateUpdated: "2026-10-21T09:00:00.000Z",
    },
  ];
}
