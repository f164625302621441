// The contract between Quorum's localisation feature and the machine-translation services it can call (DeepL, Google
// Cloud Translation v2, LibreTranslate). Callers see only these types; the adapters live beside this file.

export type TranslationServiceType = "deepl" | "google" | "libretranslate";

export interface TranslationServiceConfig {
  type: TranslationServiceType;
  /** DeepL auth key; Google API key; LibreTranslate api_key (optional for a self-hosted instance). */
  apiKey?: string;
  /**
   * Base URL override. DeepL: https://api-free.deepl.com for a key ending in ":fx", else https://api.deepl.com.
   * Google: https://translation.googleapis.com. LibreTranslate: required (e.g. http://127.0.0.1:5000).
   */
  url?: string;
}

export interface TranslateRequest {
  /** Quorum keeps the answers in this order, however the adapter splits the batch. */
  texts: string[];
  /** Quorum locale key: `en`, `fr`, `ar`, `pt-BR`… */
  to: string;
  /** Quorum locale key of the texts, or null/absent to let the service detect it. */
  from?: string | null;
  format: "text" | "html";
}

export interface TranslateResult {
  texts: string[];
  /** The language the service detected (as a Quorum locale key, e.g. `en`), or null when it did not say. */
  detectedSource: string | null;
}

export interface MachineTranslator {
  readonly type: TranslationServiceType;
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

export type MachineTranslationErrorKind =
  | "auth"
  | "quota"
  | "rate-limit"
  | "timeout"
  | "network"
  | "bad-request"
  | "provider";

export interface MachineTranslationErrorDetails {
  provider: TranslationServiceType;
  /** The HTTP status the service answered, or null when there was no answer (timeout, network, configuration). */
  status: number | null;
  kind: MachineTranslationErrorKind;
}

/**
 * Every failure of a translator. The message is an English sentence an admin can act on; it never holds the API key
 * (nor the request URL, which carries Google's key), so it is safe to log and to show.
 */
export class MachineTranslationError extends Error {
  readonly provider: TranslationServiceType;
  readonly status: number | null;
  readonly kind: MachineTranslationErrorKind;

  constructor(message: string, details: MachineTranslationErrorDetails) {
    super(message);
    this.name = "MachineTranslationError";
    this.provider = details.provider;
    this.status = details.status;
    this.kind = details.kind;
  }
}

export interface MachineTranslatorOptions {
  /** Deadline of each HTTP attempt, in milliseconds (default 10000). A timed-out attempt is not retried. */
  timeoutMs?: number;
  /** Extra attempts after a network error, a 429 or a 5xx (default 2). */
  retries?: number;
  /** Replaces the global fetch (tests, proxies). */
  fetch?: typeof fetch;
}
