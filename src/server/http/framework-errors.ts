// Requests Fastify's router refuses before any route or plugin sees them — a malformed %-escape in the path
// (FST_ERR_BAD_URL), a path segment longer than maxParamLength (FST_ERR_MAX_PARAM_LENGTH) — answer with the error
// body of docs/reference/errors.md#error-body like every other refusal, not Fastify's own shape (found by
// tests/api/fuzz-requests.test.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody } from "./errors";

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is not valid: it holds a malformed %-escape.",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long: a path segment exceeds the allowed length.",
};

export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = typeof error.statusCode === "number" && error.statusCode < 500 ? error.statusCode : 400;
  const body: ErrorBody = { message: MESSAGES[error.code] ?? "The request is not valid.", status };
  reply.code(status).type("application/json; charset=utf-8").send(body);
}
