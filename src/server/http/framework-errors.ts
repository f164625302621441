// Requests Fastify's router refuses before any route or plugin sees them — a malformed %-escape in the path
// (FST_ERR_BAD_URL), a path segment longer than maxParamLength (FST_ERR_MAX_PARAM_LENGTH) — answer with the error
// body of docs/reference/errors.md#error-body like every other refusal, not Fastify's own shape (found by
// tests/api/fuzz-requests.test.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { msg } from "../../lib/i18n/msg";
import { requestTranslate } from "./error-handler";
import type { ErrorBody } from "./errors";

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: msg("The address is not valid: it holds a malformed %-escape."),
  FST_ERR_MAX_PARAM_LENGTH: msg("The address is too long: a path segment exceeds the allowed length."),
};

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = typeof error.statusCode === "number" && error.statusCode < 500 ? error.statusCode : 400;
  const key = MESSAGES[error.code] ?? msg("The request is not valid.");
  // In the request's language; requestTranslate answers English source text when the language cannot be told.
  void requestTranslate(request).then((t) => {
    const body: ErrorBody = { message: t(key), status };
    reply.code(status).type("application/json; charset=utf-8").send(body);
  });
}
