// The machine translation services by the names their makers give them (the "Fill in with …" button): brand names,
// never translated.
import type { TranslationServiceType } from "../api/locales";

export const TRANSLATION_SERVICE_NAMES: Record<TranslationServiceType, string> = {
  deepl: "DeepL",
  google: "Google Translate",
  libretranslate: "LibreTranslate",
};
