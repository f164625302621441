// Plumbing the three adapters share: one JSON POST with a deadline, retries on transient failures (network errors,
// 429, 5xx) with a small backoff that honours Retry-After, the mapping of failures to MachineTranslationError,
// batch chunking, and locale-code helpers. An adapter only describes its request and response shapes.
import { setTimeout as sleep } from "node:timers/promises";
import {
  MachineTranslationError,
  type MachineTranslationErrorKind,
  type MachineTranslator,
  type MachineTranslatorOptions,
  type TranslateRequest,
  type TranslateResult,
  type TranslationServiceType,
} from "./types";

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRIES = 2;
/** First backoff, doubled per attempt: small, since an admin (or a job) is waiting on the answer. */
const BACKOFF_MS = 250;
/** The longest Retry-After waited out; a longer one fails at once rather than holding the caller. */
const RETRY_AFTER_CAP_MS = 5_000;
/** How much of a service's own error text is quoted to the admin. */
const DETAIL_MAX_CHARS = 200;

export const PROVIDER_NAMES: Record<TranslationServiceType, string> = {
  deepl: "DeepL",
  google: "Google Cloud Translation",
  libretranslate: "LibreTranslate",
};

interface ResolvedOptions {
  timeoutMs: number;
  retries: number;
  fetch: typeof fetch;
}

export interface HttpCall {
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** What an adapter tells the shared code about its service. */
export interface ProviderAdapter {
  readonly type: TranslationServiceType;
  readonly maxTexts: number;
  readonly maxChars: number;
  /** The API key, blanked out of any text quoted from the service. */
  readonly secret: string | undefined;
  /** Appended to an auth failure's message. */
  readonly authHint?: string;
  buildCall(texts: string[], request: TranslateRequest): HttpCall;
  /** The answer to a 2xx, or null when it does not have the documented shape (or the wrong count). */
  readResult(body: unknown, count: number): TranslateResult | null;
  /** The service's own explanation in an error body, if any. */
  readErrorDetail(body: unknown): string | null;
  /** A provider-specific reading of an error (e.g. Google's 400 for a bad key), or null for the usual one. */
  classify?(status: number, body: unknown): MachineTranslationErrorKind | null;
}

type Attempt =
  | { ok: true; body: unknown }
  | { ok: false; error: MachineTranslationError; retryAfterMs: number | null };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function translationError(
  type: TranslationServiceType,
  kind: MachineTranslationErrorKind,
  status: number | null,
  message: string,
): MachineTranslationError {
  return new MachineTranslationError(message, { provider: type, status, kind });
}

/** A translator for a configuration that cannot work: the error surfaces where callers already handle failures. */
export function failingTranslator(error: MachineTranslationError): MachineTranslator {
  return { type: error.provider, translate: () => Promise.reject(error) };
}

/** `{base}{path}` keeping any path prefix of the base (a proxied instance), or null for a non-http(s) address. */
export function endpoint(base: string, path: string): URL | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.pathname = `${url.pathname.replace(/\/+$/, "")}${path}`;
  url.search = "";
  url.hash = "";
  return url;
}

/** `pt-BR` → { language: "pt", region: "BR" }; `zh_Hant` → { language: "zh", region: "HANT" }. */
export function splitLocale(code: string): { language: string; region: string | null } {
  const [language = "", region] = code.trim().split(/[-_]/);
  return { language: language.toLowerCase(), region: region ? region.toUpperCase() : null };
}

/** Chinese locales name a region or a script; services want the script. */
export function chineseScript(region: string | null): "HANS" | "HANT" | null {
  if (region === "CN" || region === "SG" || region === "HANS") return "HANS";
  if (region === "TW" || region === "HK" || region === "MO" || region === "HANT") return "HANT";
  return null;
}

/** A service's language code as a Quorum locale key: `EN` → `en`, `zh-CN` → `zh-CN`. */
export function toQuorumLocale(code: unknown): string | null {
  if (typeof code !== "string" || code.trim() === "") return null;
  const { language, region } = splitLocale(code);
  return region ? `${language}-${region}` : language;
}

function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join("[API key]") : text;
}

function cleanDetail(detail: string | null, secret: string | undefined): string | null {
  if (!detail) return null;
  const text = redact(detail, secret).replace(/\s+/g, " ").trim();
  if (text === "") return null;
  return text.length > DETAIL_MAX_CHARS ? `${text.slice(0, DETAIL_MAX_CHARS)}…` : text;
}

function kindForStatus(status: number): MachineTranslationErrorKind {
  if (status === 401 || status === 403) return "auth";
  if (status === 456) return "quota";
  if (status === 429) return "rate-limit";
  if (status >= 400 && status < 500 && status !== 404) return "bad-request";
  return "provider";
}

interface StatusFailure {
  kind: MachineTranslationErrorKind;
  status: number;
  detail: string | null;
  retryAfterMs: number | null;
}

function statusMessage(adapter: ProviderAdapter, failure: StatusFailure): string {
  const name = PROVIDER_NAMES[adapter.type];
  const { kind, status, detail, retryAfterMs } = failure;
  const said = detail ? ` It said: "${detail}"` : "";
  switch (kind) {
    case "auth":
      return `${name} refused the API key (${status}).${adapter.authHint ? ` ${adapter.authHint}` : ""}`;
    case "quota":
      return `${name} says the quota of this API key is used up (${status}): raise the limit or wait for it to reset.`;
    case "rate-limit": {
      const wait =
        retryAfterMs === null ? "in a little while" : `in ${Math.ceil(retryAfterMs / 1000)} seconds`;
      return `${name} is limiting the rate of requests (${status}): try again ${wait}.`;
    }
    case "bad-request":
      return `${name} rejected the request (${status}).${said}`;
    default:
      if (status === 404) return `${name} answered 404 Not Found: check the service URL.`;
      return `${name} failed with an error (${status}).${said}`;
  }
}

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
function parseRetryAfter(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unreadable(adapter: ProviderAdapter, status: number): MachineTranslationError {
  const name = PROVIDER_NAMES[adapter.type];
  const message = `${name} sent an answer Quorum could not read (${status}): check the service URL.`;
  return translationError(adapter.type, "provider", status, message);
}

/**
 * A failure before any HTTP status: the deadline, or no connection. Only the origin is named: Google's URL holds the
 * key.
 */
function transportError(adapter: ProviderAdapter, call: HttpCall, error: unknown, timeoutMs: number) {
  const name = PROVIDER_NAMES[adapter.type];
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return translationError(
      adapter.type,
      "timeout",
      null,
      `${name} did not answer within ${seconds} seconds.`,
    );
  }
  const cause = error instanceof Error && isRecord(error.cause) ? stringOrNull(error.cause.code) : null;
  const message = `Quorum could not reach ${name} at ${call.url.origin}${cause ? ` (${cause})` : ""}.`;
  return translationError(adapter.type, "network", null, message);
}

async function attemptOnce(
  adapter: ProviderAdapter,
  call: HttpCall,
  options: ResolvedOptions,
): Promise<Attempt> {
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(call.url, {
      method: "POST",
      headers: { ...call.headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(call.body),
      // One deadline for the headers and the body: a service that stalls mid-answer still times out.
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return { ok: false, error: transportError(adapter, call, error, options.timeoutMs), retryAfterMs: null };
  }
  const body = parseJson(text);
  if (response.ok) {
    return body === undefined
      ? { ok: false, error: unreadable(adapter, response.status), retryAfterMs: null }
      : { ok: true, body };
  }
  const failure: StatusFailure = {
    kind: adapter.classify?.(response.status, body) ?? kindForStatus(response.status),
    status: response.status,
    detail: cleanDetail(adapter.readErrorDetail(body), adapter.secret),
    retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
  };
  const error = translationError(adapter.type, failure.kind, failure.status, statusMessage(adapter, failure));
  return { ok: false, error, retryAfterMs: failure.retryAfterMs };
}

/**
 * How long to wait before the next attempt, or null to give up. A timeout is not retried: each try could take the
 * whole deadline again.
 */
function retryDelay(
  failure: Extract<Attempt, { ok: false }>,
  attempt: number,
  retries: number,
): number | null {
  if (attempt >= retries) return null;
  const { kind, status } = failure.error;
  const transient =
    kind === "network" || kind === "rate-limit" || (kind === "provider" && status !== null && status >= 500);
  if (!transient) return null;
  if (failure.retryAfterMs === null) return BACKOFF_MS * 2 ** attempt;
  // Retrying sooner than asked would only be refused again; waiting longer than the cap holds the caller too long.
  return failure.retryAfterMs > RETRY_AFTER_CAP_MS ? null : failure.retryAfterMs;
}

async function postJson(
  adapter: ProviderAdapter,
  call: HttpCall,
  options: ResolvedOptions,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(adapter, call, options);
    if (outcome.ok) return outcome.body;
    const delay = retryDelay(outcome, attempt, options.retries);
    if (delay === null) throw outcome.error;
    await sleep(delay);
  }
}

/** Splits a batch into requests of at most maxTexts texts and (unless one text alone is longer) maxChars characters. */
export function chunkTexts(texts: string[], maxTexts: number, maxChars: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= maxTexts || chars + text.length > maxChars)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function resolveOptions(options: MachineTranslatorOptions): ResolvedOptions {
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: Math.max(0, Math.floor(options.retries ?? DEFAULT_RETRIES)),
    // Looked up per call, so a fetch replaced after the translator was made (a test's stub) is still used.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
}

/** A translator from an adapter: the chunks go one after the other (gentler on rate limits) and keep their order. */
export function createAdapterTranslator(
  adapter: ProviderAdapter,
  options: MachineTranslatorOptions = {},
): MachineTranslator {
  const resolved = resolveOptions(options);
  return {
    type: adapter.type,
    async translate(request) {
      const texts: string[] = [];
      let detectedSource: string | null = null;
      for (const chunk of chunkTexts(request.texts, adapter.maxTexts, adapter.maxChars)) {
        const body = await postJson(adapter, adapter.buildCall(chunk, request), resolved);
        const result = adapter.readResult(body, chunk.length);
        if (!result) throw unreadable(adapter, 200);
        texts.push(...result.texts);
        detectedSource ??= result.detectedSource;
      }
      return { texts, detectedSource };
    },
  };
}
