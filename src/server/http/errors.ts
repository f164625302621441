// The API's error type: every failure a handler or service reports on purpose is an ApiError, turned into the error
// body of docs/reference/errors.md#error-body by the error handler: { message, status, description?, errors?: {
// field: [...] } }. Messages are interface message keys (English ICU text) with their values: the body is written
// in the request's language (docs/reference/localisation.md#server-messages).
import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import { msg } from "../../lib/i18n/msg";
import { createTranslator, type MessageValues } from "../../lib/i18n/translator";
import type { ErrorBody, FieldError } from "../../types/generated/api/error-body";

export type { ErrorBody, FieldError };
/** A field error whose message has values to put in (`{max}` characters): they never reach the body. */
export type FieldErrorInput = FieldError & { values?: MessageValues };
export type FieldErrors = Record<string, FieldErrorInput[]>;
export type Translate = (key: string, values?: MessageValues) => string;

/** The English source text with its values: the error's own message (logs), and bodies without a language. */
export const ENGLISH_SOURCE: Translate = createTranslator({ locale: SOURCE_LOCALE }).t;

export interface ApiErrorExtra {
  description?: string;
  errors?: FieldErrors;
  /** The values of the message's and description's placeholders. */
  values?: MessageValues;
}

export class ApiError extends Error {
  readonly status: number;
  readonly description: string | undefined;
  readonly errors: FieldErrors | undefined;
  readonly values: MessageValues | undefined;
  /** The message's key: the English source text before its values were put in. */
  readonly key: string;

  constructor(status: number, message: string, extra: ApiErrorExtra = {}) {
    super(ENGLISH_SOURCE(message, extra.values));
    this.name = "ApiError";
    this.status = status;
    this.description = extra.description;
    this.errors = extra.errors;
    this.values = extra.values;
    this.key = message;
  }

  /** The error body, in the language of `t` (the request's; English source text without one). */
  toBody(t?: Translate): ErrorBody {
    const translate = t ?? ENGLISH_SOURCE;
    const body: ErrorBody = { message: translate(this.key, this.values), status: this.status };
    if (this.description) body.description = translate(this.description, this.values);
    if (this.errors) body.errors = translateFieldErrors(this.errors, translate);
    return body;
  }
}

function translateFieldErrors(errors: FieldErrors, t: Translate): Record<string, FieldError[]> {
  const out: Record<string, FieldError[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    out[field] = list.map(({ values, ...error }) => ({ ...error, message: t(error.message, values) }));
  }
  return out;
}

/** Groups field errors by their field, the shape clients read. */
export function groupFieldErrors(list: FieldErrorInput[]): FieldErrors {
  const grouped: FieldErrors = {};
  for (const error of list) {
    const existing = grouped[error.field];
    if (existing) existing.push(error);
    else grouped[error.field] = [error];
  }
  return grouped;
}

/** A 400 (bad input) or 422 (input fine, but a rule refuses it) carrying errors on named fields. */
export function fieldErrors(status: 400 | 422, list: FieldErrorInput[]): ApiError {
  const first = list[0];
  return new ApiError(status, first?.message ?? msg("The request is not valid."), {
    errors: groupFieldErrors(list),
    ...(first?.values ? { values: first.values } : {}),
  });
}

/** The 404 of each kind of record, as whole sentences: word order and gender differ between languages. */
const NOT_FOUND: Record<string, readonly [message: string, description: string]> = {
  Category: [msg("Category not found."), msg("The category you were looking for could not be found.")],
  Collection: [msg("Collection not found."), msg("The collection you were looking for could not be found.")],
  Comment: [msg("Comment not found."), msg("The comment you were looking for could not be found.")],
  Conversation: [
    msg("Conversation not found."),
    msg("The conversation you were looking for could not be found."),
  ],
  Discussion: [msg("Discussion not found."), msg("The discussion you were looking for could not be found.")],
  Draft: [msg("Draft not found."), msg("The draft you were looking for could not be found.")],
  Endpoint: [msg("Endpoint not found."), msg("The endpoint you were looking for could not be found.")],
  File: [msg("File not found."), msg("The file you were looking for could not be found.")],
  Fragment: [msg("Fragment not found."), msg("The fragment you were looking for could not be found.")],
  Group: [msg("Group not found."), msg("The group you were looking for could not be found.")],
  Invitation: [msg("Invitation not found."), msg("The invitation you were looking for could not be found.")],
  Layout: [msg("Layout not found."), msg("The layout you were looking for could not be found.")],
  Locale: [msg("Locale not found."), msg("The locale you were looking for could not be found.")],
  "Log entry": [msg("Log entry not found."), msg("The log entry you were looking for could not be found.")],
  Notification: [
    msg("Notification not found."),
    msg("The notification you were looking for could not be found."),
  ],
  Page: [msg("Page not found."), msg("The page you were looking for could not be found.")],
  Reaction: [msg("Reaction not found."), msg("The reaction you were looking for could not be found.")],
  Record: [msg("Record not found."), msg("The record you were looking for could not be found.")],
  Report: [msg("Report not found."), msg("The report you were looking for could not be found.")],
  Revision: [msg("Revision not found."), msg("The revision you were looking for could not be found.")],
  Role: [msg("Role not found."), msg("The role you were looking for could not be found.")],
  Session: [msg("Session not found."), msg("The session you were looking for could not be found.")],
  "Site Section": [
    msg("Site Section not found."),
    msg("The site section you were looking for could not be found."),
  ],
  Theme: [msg("Theme not found."), msg("The theme you were looking for could not be found.")],
  User: [msg("User not found."), msg("The user you were looking for could not be found.")],
};

/** Records the viewer may not see answer 404 too: a private category's content must not reveal it exists. */
export function notFound(what = "Page"): ApiError {
  const known = NOT_FOUND[what];
  if (known) return new ApiError(404, known[0], { description: known[1] });
  // A kind the table lacks: its name stays English inside the sentence.
  return new ApiError(404, "{what} not found.", {
    description: "The {lowerWhat} you were looking for could not be found.",
    values: { what, lowerWhat: what.toLowerCase() },
  });
}

export function signInRequired(): ApiError {
  return new ApiError(401, "You need to sign in to do that.");
}

export function permissionDenied(): ApiError {
  return new ApiError(403, "Permission Problem", { description: "You don't have permission to do that." });
}
