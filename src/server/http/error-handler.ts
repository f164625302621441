// Every API failure leaves as the error body of docs/reference/errors.md#error-body. Bad input is 4xx; a 5xx means a
// bug, and its body says nothing about the bug (the log does), unless the site runs in debug mode.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serverTranslator } from "../i18n/catalogues";
import { requestLocale } from "../i18n/request-locale";
import { ApiError, type ErrorBody, fieldErrors, type Translate } from "./errors";
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
    // Their words (English) are a value, never a key: they may hold ICU syntax and vary with the input.
    return typeof thrown.message === "string"
      ? new ApiError(status, "{problem}", { values: { problem: thrown.message } })
      : new ApiError(status, "The request is not valid.");
  }
  return null;
}

export function toErrorBody(error: unknown, debug: boolean, t?: Translate): ErrorBody {
  const known = asApiError(error);
  if (known) return known.toBody(t);
  const body: ErrorBody = { message: t ? t("Something went wrong.") : "Something went wrong.", status: 500 };
  if (debug && error instanceof Error) {
    body.description = error.message;
    if (error.stack) body.trace = error.stack;
  }
  return body;
}

/** Installs the error and not-found handlers on the (prefixed) API scope. */
export function installApiErrorHandlers(app: FastifyInstance, debug: boolean): void {
  app.setErrorHandler(async (error, request, reply) => {
    const t = await requestTranslate(request);
    const body = toErrorBody(error, debug, t);
    if (body.status >= 500) {
      // Logged by default with its stack and request id (http/request-log.ts), which the body names for the user.
      request.log.error({ err: error, req: request }, "request failed");
      body.description ??= t("Quote request ID {id} when you report this.", { id: request.id });
    }
    return reply.code(body.status).type("application/json; charset=utf-8").send(body);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const t = await requestTranslate(request);
    const body: ErrorBody = {
      message: t("Not found."),
      status: 404,
      description: t("There is no API endpoint at {method} {path}.", {
        method: request.method,
        path: request.url.split("?")[0],
      }),
    };
    return reply.code(404).send(body);
  });
}

/** The request's language (i18n/request-locale.ts); English source text when it cannot be told. */
export async function requestTranslate(request: FastifyRequest): Promise<Translate> {
  try {
    return serverTranslator(await requestLocale(request.server.db, request)).t;
  } catch {
    return (key, values) => new ApiError(200, key, values ? { values } : {}).message;
  }
}
