// The API's error type: every failure a handler or service reports on purpose is an ApiError, turned into the error
// body of docs/reference/errors.md#error-body by the error handler: { message, status, description?, errors?: {
// field: [...] } }.
import type { ErrorBody, FieldError } from "../../types/generated/api/error-body";

export type { ErrorBody, FieldError };
export type FieldErrors = Record<string, FieldError[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly description: string | undefined;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, extra: { description?: string; errors?: FieldErrors } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.description = extra.description;
    this.errors = extra.errors;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, status: this.status };
    if (this.description) body.description = this.description;
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

/** Groups field errors by their field, the shape clients read. */
export function groupFieldErrors(list: FieldError[]): FieldErrors {
  const grouped: FieldErrors = {};
  for (const error of list) {
    const existing = grouped[error.field];
    if (existing) existing.push(error);
    else grouped[error.field] = [error];
  }
  return grouped;
}

/** A 400 (bad input) or 422 (input fine, but a rule refuses it) carrying errors on named fields. */
export function fieldErrors(status: 400 | 422, list: FieldError[]): ApiError {
  return new ApiError(status, list[0]?.message ?? "The request is not valid.", {
    errors: groupFieldErrors(list),
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
