// DeepL API v2 (https://developers.deepl.com/docs/api-reference/translate): POST /v2/translate with the key in the
// Authorization header, up to 50 texts per request; 403 is a bad key (or a Free key sent to the Pro host), 456 the
// quota used up.
import {
  chineseScript,
  createAdapterTranslator,
  endpoint,
  failingTranslator,
  isRecord,
  PROVIDER_NAMES,
  type ProviderAdapter,
  splitLocale,
  stringOrNull,
  toQuorumLocale,
  translationError,
} from "./http";
import type {
  MachineTranslator,
  MachineTranslatorOptions,
  TranslateResult,
  TranslationServiceConfig,
} from "./types";

const FREE_URL = "https://api-free.deepl.com";
const PRO_URL = "https://api.deepl.com";
const MAX_TEXTS = 50;
/** DeepL caps a request body at 128 KiB; characters stay well under it even with JSON escaping. */
const MAX_CHARS = 60_000;

/** The regional targets DeepL accepts; any other region falls back to the language (or its default variant). */
const TARGET_VARIANTS = new Set(["EN-GB", "EN-US", "PT-BR", "PT-PT", "ES-419", "ZH-HANS", "ZH-HANT"]);
/** DeepL no longer takes a bare EN or PT as a target. */
const DEFAULT_VARIANTS: Record<string, string> = { EN: "EN-US", PT: "PT-PT" };

/** Quorum locale → DeepL target_lang: `fr` → `FR`, `en` → `EN-US`, `en-GB` → `EN-GB`, `pt-BR` → `PT-BR`. */
export function deeplTargetLang(locale: string): string {
  const { language, region } = splitLocale(locale);
  const lang = language.toUpperCase();
  const variant = lang === "ZH" ? chineseScript(region) : region;
  const candidate = variant ? `${lang}-${variant}` : null;
  if (candidate && TARGET_VARIANTS.has(candidate)) return candidate;
  return DEFAULT_VARIANTS[lang] ?? lang;
}

/** Sources are always the bare language: `pt-BR` → `PT`. */
export function deeplSourceLang(locale: string): string {
  return splitLocale(locale).language.toUpperCase();
}

function readResult(body: unknown, count: number): TranslateResult | null {
  const translations = isRecord(body) ? body.translations : null;
  if (!Array.isArray(translations) || translations.length !== count) return null;
  const texts: string[] = [];
  for (const item of translations) {
    if (!isRecord(item) || typeof item.text !== "string") return null;
    texts.push(item.text);
  }
  const first: unknown = translations[0];
  return { texts, detectedSource: isRecord(first) ? toQuorumLocale(first.detected_source_language) : null };
}

function readErrorDetail(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const message = stringOrNull(body.message);
  const detail = stringOrNull(body.detail);
  return message && detail ? `${message} ${detail}` : (message ?? detail);
}

export function createDeepLTranslator(
  config: TranslationServiceConfig,
  options: MachineTranslatorOptions = {},
): MachineTranslator {
  const key = config.apiKey?.trim();
  if (!key) {
    const message = `${PROVIDER_NAMES.deepl} needs an API key: copy it from the DeepL account page.`;
    return failingTranslator(translationError("deepl", "auth", null, message));
  }
  const url = endpoint(config.url?.trim() || (key.endsWith(":fx") ? FREE_URL : PRO_URL), "/v2/translate");
  if (!url) {
    const message = `The ${PROVIDER_NAMES.deepl} URL is not a valid http(s) address.`;
    return failingTranslator(translationError("deepl", "bad-request", null, message));
  }
  const adapter: ProviderAdapter = {
    type: "deepl",
    maxTexts: MAX_TEXTS,
    maxChars: MAX_CHARS,
    secret: key,
    authHint: `Check the key, and that a DeepL API Free key (ending in ":fx") is used with ${FREE_URL}.`,
    buildCall: (texts, request) => ({
      url,
      headers: { authorization: `DeepL-Auth-Key ${key}` },
      body: {
        text: texts,
        target_lang: deeplTargetLang(request.to),
        ...(request.from ? { source_lang: deeplSourceLang(request.from) } : {}),
        ...(request.format === "html" ? { tag_handling: "html" } : {}),
      },
    }),
    readResult,
    readErrorDetail,
  };
  return createAdapterTranslator(adapter, options);
}
