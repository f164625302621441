// Health, load shedding and metrics on an app (docs/reference/operations.md#health-metrics-and-logs): GET /healthz
// and /readyz always; load shedding and GET /metrics when buildApp's options turn them on (main.ts does, from
// QUORUM_MAX_EVENT_LOOP_DELAY_MS and QUORUM_METRICS_TOKEN).
import type { FastifyInstance } from "fastify";
import { msg } from "../../lib/i18n/msg";
import type { Database } from "../db/client";
import { ApiError } from "../http/errors";
import { isDraining } from "../lifecycle/drain";
import { metricsText } from "./cluster-metrics";
import { healthRoutes } from "./health";
import { installLoadShedding, type LoadSheddingOptions } from "./load-shedding";
import { createAppMetrics } from "./metrics";
import { metricsRefusal } from "./metrics-access";

const METRICS_ROUTE = "/metrics";

export interface MetricsOptions {
  /** QUORUM_METRICS_TOKEN: with it, /metrics answers any request bearing it; without, loopback clients only. */
  token?: string | undefined;
}

/** buildApp's `observability` option. */
export interface ObservabilitySettings {
  loadShedding?: Omit<LoadSheddingOptions, "onShed"> | false | undefined;
  metrics?: MetricsOptions | false | undefined;
  /** How long /readyz waits for the database; default 2 s. */
  readinessTimeoutMs?: number | undefined;
}

export interface ObservabilityOptions extends ObservabilitySettings {
  database: Database;
}

function metricsRoute(
  app: FastifyInstance,
  text: () => Promise<string>,
  contentType: string,
  token?: string,
) {
  app.get(
    METRICS_ROUTE,
    // Read while the process lags too: that is when the figures matter. No input is read.
    { schema: { querystring: { type: "object" } }, config: { pressureHandler: () => undefined } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const refusal = metricsRefusal(request, token);
      if (refusal) {
        if (refusal.status === 401) reply.header("www-authenticate", 'Bearer realm="metrics"');
        return reply.code(refusal.status).type("application/json; charset=utf-8").send(refusal.toBody());
      }
      try {
        return reply.type(contentType).send(await text());
      } catch {
        const error = new ApiError(503, msg("The metrics could not be gathered."));
        return reply.code(503).type("application/json; charset=utf-8").send(error.toBody());
      }
    },
  );
}

/** On the root instance, before any other request hook: shedding must come first. */
export async function installObservability(
  app: FastifyInstance,
  options: ObservabilityOptions,
): Promise<void> {
  const metricsOptions = options.metrics || null;
  const metrics = metricsOptions ? createAppMetrics(options.database) : null;
  if (options.loadShedding) {
    await installLoadShedding(app, { ...options.loadShedding, onShed: () => metrics?.countShed() });
  }
  const readiness = {
    database: options.database,
    isDraining: () => isDraining(app),
    ...(options.readinessTimeoutMs !== undefined ? { timeoutMs: options.readinessTimeoutMs } : {}),
  };
  await app.register(healthRoutes(readiness));
  if (!metrics || !metricsOptions) return;
  const { registry } = metrics;
  app.addHook("onResponse", async (request, reply) => metrics.observe(request, reply));
  const token = metricsOptions.token;
  await app.register(async (scope) =>
    metricsRoute(scope, metricsText(registry), registry.contentType, token),
  );
}
