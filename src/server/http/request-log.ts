// What the server logs: every 5xx with its stack and request id by default (level "error"), every request with
// QUORUM_LOG=1 (level "info"). Each request gets a random id, sent back as X-Request-Id and named in a 5xx body, so a
// user can quote it and an operator find the failure's log line. Incoming X-Request-Id headers are not trusted
// (Fastify's requestIdHeader stays off): a client must not choose what the log says.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

const REQUEST_ID_HEADER = "x-request-id";

export function serverLogger(
  logRequests: boolean,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  return { level: logRequests ? "info" : "error", ...(stream ? { stream } : {}) };
}

export const newRequestId = (): string => randomUUID();

/** On the root instance before any plugin: every response carries its request's id. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
