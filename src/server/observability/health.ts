// GET /healthz (alive: answers at once, touches nothing) and GET /readyz (ready for traffic: readiness.ts), at the
// root for load balancers and orchestrators (docs/reference/operations.md#health-metrics-and-logs). Never stored
// by any cache, exempt from the request limits (http/rate-limits.ts) and /healthz from load shedding. Their bodies
// are in English: a machine reads them, and a readiness answer must not wait on the database for a language.
import type { FastifyInstance, FastifyReply } from "fastify";
import { msg } from "../../lib/i18n/msg";
import { ApiError, groupFieldErrors } from "../http/errors";
import { type ReadinessOptions, readinessFailures } from "./readiness";

const HEALTH_ROUTE = "/healthz";
const READY_ROUTE = "/readyz";

/** When a balancer or client may ask again after a 503. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/** Neither route reads any input: probes may add what they like to the query string. */
const NO_INPUT = { querystring: { type: "object" } } as const;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-store").type("application/json; charset=utf-8");
}

export function healthRoutes(options: ReadinessOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      HEALTH_ROUTE,
      // A lagging event loop sheds requests (load-shedding.ts), but the process is still alive.
      { schema: NO_INPUT, config: { pressureHandler: () => undefined } },
      async (_request, reply) => {
        noStore(reply);
        return { status: "ok" };
      },
    );
    app.get(READY_ROUTE, { schema: NO_INPUT }, async (_request, reply) => {
      noStore(reply);
      const failures = await readinessFailures(options);
      if (failures.length === 0) return { status: "ok" };
      const error = new ApiError(503, msg("The server is not ready."), {
        description: msg("Failing check: {checks}."),
        values: { checks: failures.map((failure) => failure.field).join(", ") },
        errors: groupFieldErrors(failures),
      });
      reply.code(503).header("retry-after", String(NOT_READY_RETRY_AFTER_SECONDS));
      return error.toBody();
    });
  };
}
