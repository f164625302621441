// The site-wide request limit per client address, with Discourse's defaults: 50 requests per 10 seconds and 200 a
// minute (QUORUM_RATE_LIMIT_PER_10S, QUORUM_RATE_LIMIT_PER_MINUTE; 0 turns one window off). Over either window the
// request gets 429 with Retry-After and the error body, before any other work (the hook runs first, ahead of the
// viewer's session lookup). Not counted: the built client's hashed assets (fonts included) and uploaded media, which
// a page pulls by the dozen and which cost no database work, and the live notification stream, one long request per
// open tab that the browser reopens by itself. Both windows count in one hit of the site's window store
// (limits/windows.ts, shared by every process on PostgreSQL), keyed like the plugin's per-route limits by the client
// address (http/client-address.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyAttempts } from "../auth/attempt-limits";
import { MEDIA_URL_PREFIX } from "../media/store";
import { answeringHook } from "./answering-hook";
import { clientAddressOf } from "./client-address";
import { requestTranslate } from "./error-handler";

export interface RequestLimits {
  /** Requests a minute per client address (0: no such window). */
  perMinute: number;
  /** Requests per 10 seconds per client address (0: no such window). */
  per10Seconds: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = { perMinute: 200, per10Seconds: 50 };

/** Route patterns the limit leaves alone (matched on the route, so `/assets/../api/…` is not a way around it). */
const EXEMPT_ROUTES = new Set([
  "/assets/*",
  `${MEDIA_URL_PREFIX}:storageKey`,
  "/api/v2/notifications/stream",
  // Probes and scrapes (observability/): a load balancer must never read 429 as "not ready".
  "/healthz",
  "/readyz",
  "/metrics",
]);

function isExemptFromRequestLimits(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && EXEMPT_ROUTES.has(route);
}

/** Needs the site's window store (app.limitWindows, limits/store-for.ts): both windows count in one hit. */
export function installRequestLimits(app: FastifyInstance, limits: RequestLimits): void {
  const store = app.limitWindows;
  const rules = [
    { max: limits.per10Seconds, windowMs: 10_000 },
    { max: limits.perMinute, windowMs: 60_000 },
  ].filter((rule) => rule.max > 0);
  if (!store || rules.length === 0) return;
  app.addHook(
    "onRequest",
    answeringHook(async (request, reply) => {
      if (isExemptFromRequestLimits(request)) return false;
      let wait: number;
      try {
        ({ wait } = await store.hit(`request:${clientAddressOf(request)}`, rules));
      } catch {
        // The shared counters unreachable for a moment: serve rather than fail (the database will say so anyway).
        return false;
      }
      if (wait === 0) return false;
      const error = tooManyAttempts(reply, wait);
      const t = await requestTranslate(request);
      reply.code(429).type("application/json; charset=utf-8").send(error.toBody(t));
      return true;
    }),
  );
}
