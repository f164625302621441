// The API's error type: every failure a handler or service reports on purpose is an ApiError, turned into the error
// body of docs/reference/errors.md#error-body by the error handler: { message, status, description?, errors?: {
// field: [...] } }. Messages are interface message keys (English ICU text) with their values: the body is written
// in the request's language (docs/reference/localisation.md#server-messages).
import type { MessageValues } from "../../lib/i18n/translator";
import type { ErrorBody, FieldError } from "../../types/generated/api/error-body";

export type { ErrorBody, FieldError };
/** A field error whose message has values to put in (`{max}` characters): they never reach the body. */
export type FieldErrorInput = FieldError & { values?: MessageValues };
export type FieldErrors = Record<string, FieldErrorInput[]>;
export type Translate = (key: string, values?: MessageValues) => string;

const ENGLISH_SOURCE: Translate = (key, values) =>
  values ? key.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : key;

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
  return new ApiError(status, first?.message ?? "The request is not valid.", {
    errors: groupFieldErrors(list),
    ...(first?.values ? { values: first.values } : {}),
  });
}

/** Records the viewer may not see answer 404 too: a private category's content must not reveal it exists. */
export function notFound(what = "Page"): ApiError {
  return new ApiError(404, `${what} not found.`, {
    description: `The ${what.toLowerCase()} you were looking for could not be found.`,
  });
}

export function signInRequired(): ApiError {
  return new ApiError(401, "You need to sign in to do that.");
}

export function permissionDenied(): ApiError {
  return new ApiError(403, "Permission Problem", { description: "You don't have permission to do that." });
}
