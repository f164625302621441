// The error a failed API call throws, and the message to show for one. Its own module so that components can catch
// and describe failures without importing the HTTP wrapper itself (only the API layer calls HTTP).
import {
  type ActionButton,
  DEFAULT_ERROR_MESSAGE,
  type ErrorDetails,
  type FieldErrors,
  GENERIC_ERROR_MESSAGE,
  userMessage,
} from "./error-response";
import { pageText } from "./page-locale";

export { DEFAULT_ERROR_MESSAGE, GENERIC_ERROR_MESSAGE };

/** Status of an ApiError for a call that got no answer (network down, DNS, CORS). */
export const NO_RESPONSE_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly description?: string;
  /** Field errors grouped by field (docs/reference/errors.md#error-body). */
  readonly errors?: FieldErrors;
  readonly actionButton?: ActionButton;
  readonly trace?: string;

  constructor(status: number, body: ErrorDetails) {
    super(userMessage(body));
    this.name = "ApiError";
    this.status = status;
    this.description = body.description;
    this.errors = body.errors;
    this.actionButton = body.actionButton;
    this.trace = body.trace;
  }
}

/** What to tell the user about any failure: an API error's message, else the generic fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : pageText(GENERIC_ERROR_MESSAGE);
}
