// Google Cloud Translation v2, "basic" (https://cloud.google.com/translate/docs/reference/rest/v2/translate):
// POST /language/translate/v2?key=… with up to 128 texts. Google answers a wrong key with 400 (reason
// API_KEY_INVALID) and a spent daily quota with 403, so both are read from the error body, not the status alone.
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
  MachineTranslationErrorKind,
  MachineTranslator,
  MachineTranslatorOptions,
  TranslateResult,
  TranslationServiceConfig,
} from "./types";

const DEFAULT_URL = "https://translation.googleapis.com";
const MAX_TEXTS = 128;
/** Google recommends at most 5,000 characters per request and refuses very large ones. */
const MAX_CHARS = 5_000;

/** Quorum locale → Google code: the bare language (`pt-BR` → `pt`), except Chinese, which keeps its script. */
export function googleLanguage(locale: string): string {
  const { language, region } = splitLocale(locale);
  if (language !== "zh") return language;
  const script = chineseScript(region);
  return script === "HANS" ? "zh-CN" : script === "HANT" ? "zh-TW" : "zh";
}

function readResult(body: unknown, count: number): TranslateResult | null {
  const data = isRecord(body) ? body.data : null;
  const translations = isRecord(data) ? data.translations : null;
  if (!Array.isArray(translations) || translations.length !== count) return null;
  const texts: string[] = [];
  for (const item of translations) {
    if (!isRecord(item) || typeof item.translatedText !== "string") return null;
    texts.push(item.translatedText);
  }
  const first: unknown = translations[0];
  return { texts, detectedSource: isRecord(first) ? toQuorumLocale(first.detectedSourceLanguage) : null };
}

function errorObject(body: unknown): Record<string, unknown> | null {
  return isRecord(body) && isRecord(body.error) ? body.error : null;
}

function readErrorDetail(body: unknown): string | null {
  return stringOrNull(errorObject(body)?.message);
}

/** The machine-readable reasons: v2's `errors[].reason` and the newer `details[].reason`. */
function errorReasons(body: unknown): string[] {
  const error = errorObject(body);
  const lists = [error?.errors, error?.details].filter(Array.isArray);
  return lists.flat().flatMap((entry: unknown) => {
    const reason = isRecord(entry) ? stringOrNull(entry.reason) : null;
    return reason ? [reason] : [];
  });
}

function classify(status: number, body: unknown): MachineTranslationErrorKind | null {
  const reasons = errorReasons(body);
  if (reasons.some((reason) => /API_KEY_INVALID|keyInvalid|keyExpired/i.test(reason))) return "auth";
  if (status === 400 && /API key not valid/i.test(readErrorDetail(body) ?? "")) return "auth";
  if (reasons.some((reason) => /rateLimitExceeded/i.test(reason))) return "rate-limit";
  if (reasons.some((reason) => /LimitExceeded|quota/i.test(reason))) return "quota";
  return null;
}

export function createGoogleTranslator(
  config: TranslationServiceConfig,
  options: MachineTranslatorOptions = {},
): MachineTranslator {
  const key = config.apiKey?.trim();
  if (!key) {
    const message = `${PROVIDER_NAMES.google} needs an API key: create one in the Google Cloud console.`;
    return failingTranslator(translationError("google", "auth", null, message));
  }
  const url = endpoint(config.url?.trim() || DEFAULT_URL, "/language/translate/v2");
  if (!url) {
    const message = `The ${PROVIDER_NAMES.google} URL is not a valid http(s) address.`;
    return failingTranslator(translationError("google", "bad-request", null, message));
  }
  url.searchParams.set("key", key);
  const adapter: ProviderAdapter = {
    type: "google",
    maxTexts: MAX_TEXTS,
    maxChars: MAX_CHARS,
    secret: key,
    authHint: "Check the key, and that the Cloud Translation API is enabled for its project.",
    buildCall: (texts, request) => ({
      url,
      headers: {},
      body: {
        q: texts,
        target: googleLanguage(request.to),
        ...(request.from ? { source: googleLanguage(request.from) } : {}),
        // Always said: Google's default is html, which would garble plain text holding < or &.
        format: request.format,
      },
    }),
    readResult,
    readErrorDetail,
    classify,
  };
  return createAdapterTranslator(adapter, options);
}
