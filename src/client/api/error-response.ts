// Reading a failed API answer (docs/reference/errors.md#status-codes): statuses below 400 and 408 count as success; a
// JSON error body gives message, description, errors (grouped by field), actionButton and trace; a cloud-protection
// HTML error page (the proxy's, not ours) is read for its headline and ray id. Pure functions: http.ts does the
// fetching.
import { msg } from "../../lib/i18n/msg";
import type { FieldError } from "../../types/generated/api/error-body";
import { pageText } from "./page-locale";

// The client's own messages are keys: written in the page's language (pageText) where they are used.
/** The default user message: shown unless the server gave one or a field error applies. */
export const DEFAULT_ERROR_MESSAGE = msg("Something went wrong while contacting the server.");
/** Fallback for failures that are not API answers (a bug, an unexpected value). */
export const GENERIC_ERROR_MESSAGE = msg("Something went wrong.");
/** The message of a proxy's HTML error page without a readable headline (the spec keeps the original's spelling). */
export const HTML_ERROR_MESSAGE = msg("An Error has Occured");
/** The header a cloud-protection proxy sets when it wants the browser to pass a challenge page. */
export const CHALLENGE_HEADER = "cf-mitigated";

export type FieldErrors = Record<string, FieldError[] | undefined>;

export interface ActionButton {
  url: string;
  label: string;
  target?: string;
}

export interface ErrorDetails {
  message?: string;
  description?: string;
  errors?: FieldErrors;
  actionButton?: ActionButton;
  trace?: string;
}

/**
 * 408 counts as success (docs/reference/errors.md#status-codes): a request timeout answered by a proxy is not the
 * call's failure.
 */
export function isSuccessStatus(status: number): boolean {
  return status < 400 || status === 408;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

function fieldError(raw: unknown, fallbackField: string): FieldError | null {
  if (typeof raw === "string") return { field: fallbackField, code: "invalid", message: raw };
  if (!isRecord(raw)) return null;
  const message = text(raw.message);
  if (!message) return null;
  return {
    field: text(raw.field) ?? fallbackField,
    code: text(raw.code) ?? "invalid",
    message,
  };
}

/**
 * Field errors grouped by field, whichever shape the server sent: already grouped ({field: [error…]} or
 * {field: "message"}) or a flat list of {field, code, message}. Undefined when there are none.
 */
export function groupFieldErrors(raw: unknown): FieldErrors | undefined {
  const grouped: Record<string, FieldError[]> = {};
  const add = (error: FieldError | null) => {
    if (!error) return;
    grouped[error.field] ??= [];
    grouped[error.field]?.push(error);
  };
  if (Array.isArray(raw)) {
    for (const item of raw) add(fieldError(item, ""));
  } else if (isRecord(raw)) {
    for (const [field, value] of Object.entries(raw)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const error = fieldError(item, field);
        // An error listed under a field belongs to that field, whatever its own `field` says.
        add(error ? { ...error, field } : null);
      }
    }
  }
  return Object.keys(grouped).length > 0 ? grouped : undefined;
}

function actionButton(raw: unknown): ActionButton | undefined {
  if (!isRecord(raw)) return undefined;
  const url = text(raw.url);
  const label = text(raw.label);
  if (!url || !label) return undefined;
  const target = text(raw.target);
  return target ? { url, label, target } : { url, label };
}

/** The parts of a JSON error body the client uses; anything else in it is ignored. */
export function errorDetailsFromJson(body: unknown): ErrorDetails {
  if (!isRecord(body)) return {};
  const details: ErrorDetails = {};
  const message = text(body.message);
  const description = text(body.description);
  const errors = groupFieldErrors(body.errors);
  const button = actionButton(body.actionButton);
  const trace = text(body.trace);
  if (message) details.message = message;
  if (description) details.description = description;
  if (errors) details.errors = errors;
  if (button) details.actionButton = button;
  if (trace) details.trace = trace;
  return details;
}

const squash = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/**
 * A proxy's HTML error page as {message, description}: the headline (Cloudflare's subheadline or the h1's first
 * span, else the h1, else the page title) and a description naming the error code and ray id when the page shows
 * them, so a user can quote them to the site's staff.
 */
export function errorDetailsFromHtml(html: string): ErrorDetails {
  const rayID = /Ray ID:?\s*(?:<[^>]*>\s*)*([0-9a-f]{8,})/i.exec(html)?.[1];
  let message = "";
  let code = "";
  if (typeof DOMParser !== "undefined") {
    const doc = new DOMParser().parseFromString(html, "text/html");
    code = squash(doc.querySelector(".code-label, .cf-error-code")?.textContent);
    message =
      squash(doc.querySelector(".cf-subheadline")?.textContent) ||
      squash(doc.querySelector("h1 > span:not(.code-label):not(.cf-error-code)")?.textContent) ||
      squash(doc.querySelector("h1")?.textContent) ||
      squash(doc.querySelector("title")?.textContent);
  }
  const description = [code, rayID ? `Ray ID: ${rayID}` : ""].filter(Boolean).join(". ");
  return description
    ? { message: message || pageText(HTML_ERROR_MESSAGE), description }
    : { message: message || pageText(HTML_ERROR_MESSAGE) };
}

/** Whether a body is an HTML page: by its Content-Type, or by its first tag when a proxy labelled it otherwise. */
export function looksLikeHtml(contentType: string | null, body: string): boolean {
  const type = contentType?.toLowerCase() ?? "";
  if (type.includes("text/html")) return true;
  return !type.includes("json") && /^\s*<(!doctype|html)/i.test(body);
}

/** What the user reads: the server's message, else the first field error, else the default message. */
export function userMessage(details: ErrorDetails): string {
  if (details.message) return details.message;
  for (const list of Object.values(details.errors ?? {})) {
    const first = list?.[0]?.message;
    if (first) return first;
  }
  return pageText(DEFAULT_ERROR_MESSAGE);
}
