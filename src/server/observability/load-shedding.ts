// Load shedding (docs/reference/operations.md#health-metrics-and-logs): when the event loop lags past a bound, new
// requests are refused at once with 503, Retry-After and the error body, instead of queueing behind the work that
// already makes the process late. @fastify/under-pressure samples the lag; its hook runs before every other
// request hook of the app (registered first), so a shed request costs no database work. Routes opt out with
// `config: { pressureHandler: () => undefined }` (/healthz, /metrics).
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { msg } from "../../lib/i18n/msg";
import { ApiError } from "../http/errors";
import { MEDIA_URL_PREFIX } from "../media/store";

type PressureHandler = NonNullable<FastifyUnderPressureOptions["pressureHandler"]>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Read by @fastify/under-pressure: a route's own answer under pressure; one that sends nothing lets it in. */
    pressureHandler?: PressureHandler;
  }
}

export interface LoadSheddingOptions {
  /** The mean event-loop delay (ms) over a sample past which requests are shed; QUORUM_MAX_EVENT_LOOP_DELAY_MS. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (ms); default 1000 (tests sample faster). */
  sampleIntervalMs?: number;
  /** Called for each shed request (the metrics count them). */
  onShed?: () => void;
}

export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
const RETRY_AFTER_SECONDS = 2;

/**
 * Files read from disk with no database work: the built client's hashed assets and uploaded media. A page already
 * sent needs them to work (a module refused once is never retried by the browser, and the page stays unhydrated),
 * and they cost the lagging loop next to nothing.
 */
const NEVER_SHED = new Set(["/assets/*", `${MEDIA_URL_PREFIX}:storageKey`]);

/** Registers the plugin on the root instance; call it before any other request hook. A bound of 0 does nothing. */
export async function installLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  // In English and without the request's language: looking it up could wait on the very database that lags.
  const body = new ApiError(503, msg("The server is too busy. Try again in a moment.")).toBody();
  const shed = (...[request, reply]: Parameters<PressureHandler>): typeof body | undefined => {
    if (NEVER_SHED.has(request.routeOptions.url ?? "")) return undefined;
    options.onShed?.();
    // Answered synchronously: the plugin then sends what it is given and stops the request there. Had it been
    // awaited, the plugin would go on to the next hook, and a client gone before the answer ended would let the
    // route run and answer twice (http/answering-hook.ts).
    reply
      .code(503)
      .header("retry-after", String(RETRY_AFTER_SECONDS))
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8");
    return body;
  };
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs ?? 1_000,
    retryAfter: RETRY_AFTER_SECONDS,
    // The plugin sends a returned value (its README), though its type names void only.
    pressureHandler: shed as PressureHandler,
  });
}
