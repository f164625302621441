// The fetch wrapper every API call goes through (docs/reference/api-conventions.md#request-headers,
// docs/reference/errors.md#status-codes): adds X-Requested-With, serialises query parameters, counts statuses
// below 400 and 408 as success, and turns every failure into ApiError: a JSON error body's message, description,
// field-grouped errors, actionButton and trace; a proxy's HTML error page read into a message; an unreachable server
// as the default message. A cloud-protection challenge reloads the page so the browser can pass it.

import { auditLogHeaders } from "./audit-context";
import {
  CHALLENGE_HEADER,
  DEFAULT_ERROR_MESSAGE,
  errorDetailsFromHtml,
  errorDetailsFromJson,
  isSuccessStatus,
  looksLikeHtml,
} from "./error-response";
import { ApiError, NO_RESPONSE_STATUS } from "./errors";
import { currentPageLocale, pageText } from "./page-locale";

export { ApiError, errorMessage, NO_RESPONSE_STATUS } from "./errors";

export const API_BASE = "/api/v2";

/** Page-level effects, replaceable in tests (jsdom cannot navigate). */
export const pageEffects = {
  reload: () => window.location.reload(),
};

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** Server rendering answers the page's API calls in-process (src/client/entry-server.tsx). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Array<[string, QueryValue]>;
  body?: unknown;
  /** Sent as is with its own content type instead of JSON (a long-runner's callback token). */
  rawBody?: { contentType: string; text: string };
  /** A multipart body (an upload); no Content-Type header, so the browser writes the boundary itself. */
  formData?: FormData;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of query ?? []) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError for a failed answer; a challenge from the site's proxy also reloads the page. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  if (response.headers.get(CHALLENGE_HEADER)?.toLowerCase() === "challenge") pageEffects.reload();
  const text = await response.text().catch(() => "");
  const details = looksLikeHtml(response.headers.get("content-type"), text)
    ? errorDetailsFromHtml(text)
    : errorDetailsFromJson(parseJson(text));
  return new ApiError(response.status, details);
}

function requestBody(options: RequestOptions): string | FormData | undefined {
  if (options.formData) return options.formData;
  if (options.rawBody) return options.rawBody.text;
  return options.body === undefined ? undefined : JSON.stringify(options.body);
}

/** Calls the API and returns its JSON body, typed by the caller from the endpoint's generated type. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    Accept: "application/json",
    ...auditLogHeaders(options.method ?? "GET"),
  };
  const pageLocale = currentPageLocale();
  if (pageLocale) headers["Quorum-Locale"] = pageLocale;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.rawBody) headers["Content-Type"] = options.rawBody.contentType;
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body: requestBody(options),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled call stays an AbortError: the query cache tells cancellation from failure by it.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(NO_RESPONSE_STATUS, { message: pageText(DEFAULT_ERROR_MESSAGE) });
  }
  if (!isSuccessStatus(response.status)) throw await errorFromResponse(response);
  // A 408 counts as success (docs/reference/errors.md#status-codes); its body, if any, is passed on as the answer.
  return parseJson(await response.text()) as T;
}
