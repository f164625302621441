// Every API failure leaves as the error body of docs/reference/errors.md#error-body. Bad input is 4xx; a 5xx means a
// bug, and its body says nothing about the bug (the log does), unless the site runs in debug mode.
import type { FastifyInstance } from "fastify";
import { ApiError, type ErrorBody, fieldErrors } from "./errors";
import { type SchemaError, toFieldErrors } from "./validation-errors";

interface ThrownError {
  message?: unknown;
  statusCode?: unknown;
  validation?: unknown;
  validationContext?: unknown;
  stack?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (!isRecord(error)) return null;
  const thrown = error as ThrownError;
  if (Array.isArray(thrown.validation)) {
    const context = typeof thrown.validationContext === "string" ? thrown.validationContext : "request";
    return fieldErrors(400, toFieldErrors(thrown.validation as SchemaError[], context));
  }
  // Fastify's own client errors (malformed JSON, body too large, unsupported media type) carry safe messages.
  const status = typeof thrown.statusCode === "number" ? thrown.statusCode : 500;
  if (status >= 400 && status < 500) {
    return new ApiError(
      status,
      typeof thrown.message === "string" ? thrown.message : "The request is not valid.",
    );
  }
  return null;
}

export function toErrorBody(error: unknown, debug: boolean): ErrorBody {
  const known = asApiError(error);
  if (known) return known.toBody();
  const body: ErrorBody = { message: "Something went wrong.", status: 500 };
  if (debug && error instanceof Error) {
    body.description = error.message;
    if (error.stack) body.trace = error.stack;
  }
  return body;
}

/** Installs the error and not-found handlers on the (prefixed) API scope. */
export function installApiErrorHandlers(app: FastifyInstance, debug: boolean): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error, debug);
    if (body.status >= 500) {
      // Logged by default with its stack and request id (http/request-log.ts), which the body names for the user.
      request.log.error({ err: error, req: request }, "request failed");
      body.description ??= `Quote request ID ${request.id} when you report this.`;
    }
    return reply.code(body.status).type("application/json; charset=utf-8").send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      message: "Not found.",
      status: 404,
      description: `There is no API endpoint at ${request.method} ${request.url.split("?")[0]}.`,
    };
    return reply.code(404).send(body);
  });
}
