// A stop while serving drains before the database closes: no new connections; every request already received is
// answered, each with `Connection: close` so its keep-alive client does not send another on a socket about to go;
// idle sockets are closed as they become idle; then the database. Bounded: after `timeoutMs` the process exits
// anyway. (Requests that reach the router while closing are served too, also with `Connection: close`: app.ts sets
// return503OnClosing off, as a lone server has nowhere to send them.)
import type { ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

const DRAIN_TIMEOUT_MS = 10_000;

/** Apps whose drain has begun: GET /readyz answers 503 from then on (observability/readiness.ts). */
const draining = new WeakSet<FastifyInstance>();

export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app);
}

/** Call before listen: tracks the responses in flight. Returns the drain, which resolves once the server closed. */
export function drainOnStop(app: FastifyInstance): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  app.server.on("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });
  return async () => {
    draining.add(app);
    // A turn of the event loop first: requests already sent but not yet read (the loop was busy) are read now, so
    // their sockets count as busy rather than idle, and they are answered instead of reset.
    await nextTurn();
    for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
    // server.close() reaps the sockets idle now; these are the ones that become idle as their response ends.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  };
}

/** Drains, then closes the database; exits non-zero if that takes longer than timeoutMs. */
export async function stopServing(
  drain: () => Promise<void>,
  database: Database,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`Requests still running after ${timeoutMs / 1000} s: exiting without waiting for them.`);
    process.exit(1);
  }, timeoutMs);
  await drain();
  await database.close();
  clearTimeout(deadline);
}
