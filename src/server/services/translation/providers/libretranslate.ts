// LibreTranslate (https://docs.libretranslate.com): POST /translate with `q` as an array (LibreTranslate 1.3 and
// later answer `translatedText` as an array then), `source` "auto" to detect, and the optional api_key in the body.
// Usually self-hosted, so the URL is required and the key optional.
import {
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

/** No documented limit, but instances set their own (--batch-limit, --char-limit): modest requests are safest. */
const MAX_TEXTS = 50;
const MAX_CHARS = 20_000;

function readTexts(value: unknown, count: number): string[] | null {
  // An instance older than 1.3 answers one string even for an array; that is only usable for a single text.
  if (typeof value === "string") return count === 1 ? [value] : null;
  if (!Array.isArray(value) || value.length !== count) return null;
  return value.every((text) => typeof text === "string") ? value : null;
}

function readDetected(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return isRecord(first) ? toQuorumLocale(first.language) : null;
}

function readResult(body: unknown, count: number): TranslateResult | null {
  if (!isRecord(body)) return null;
  const texts = readTexts(body.translatedText, count);
  return texts ? { texts, detectedSource: readDetected(body.detectedLanguage) } : null;
}

function readErrorDetail(body: unknown): string | null {
  return isRecord(body) ? stringOrNull(body.error) : null;
}

/** An instance that requires a key answers a request without one with 400 ("…to get an API key"). */
function classify(status: number, body: unknown): MachineTranslationErrorKind | null {
  return status === 400 && /api key/i.test(readErrorDetail(body) ?? "") ? "auth" : null;
}

export function createLibreTranslateTranslator(
  config: TranslationServiceConfig,
  options: MachineTranslatorOptions = {},
): MachineTranslator {
  const name = PROVIDER_NAMES.libretranslate;
  const base = config.url?.trim();
  const url = base ? endpoint(base, "/translate") : null;
  if (!url) {
    const message = base
      ? `The ${name} URL is not a valid http(s) address.`
      : `${name} needs the address of its server (for example http://127.0.0.1:5000).`;
    return failingTranslator(translationError("libretranslate", "bad-request", null, message));
  }
  const key = config.apiKey?.trim() || undefined;
  const adapter: ProviderAdapter = {
    type: "libretranslate",
    maxTexts: MAX_TEXTS,
    maxChars: MAX_CHARS,
    secret: key,
    authHint: key
      ? "Check the key against the instance's API keys."
      : "This instance requires an API key: add one to the service.",
    buildCall: (texts, request) => ({
      url,
      headers: {},
      body: {
        q: texts,
        source: request.from ? splitLocale(request.from).language : "auto",
        target: splitLocale(request.to).language,
        format: request.format,
        ...(key ? { api_key: key } : {}),
      },
    }),
    readResult,
    readErrorDetail,
    classify,
  };
  return createAdapterTranslator(adapter, options);
}
