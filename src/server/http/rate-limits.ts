// The site-wide request limit per client address, with Discourse's defaults: 50 requests per 10 seconds and 200 a
// minute (QUORUM_RATE_LIMIT_PER_10S, QUORUM_RATE_LIMIT_PER_MINUTE; 0 turns one window off). Over either window the
// request gets 429 with Retry-After and the error body, before any other work (the hook runs first, ahead of the
// viewer's session lookup). Not counted: the built client's hashed assets (fonts included) and uploaded media, which
// a page pulls by the dozen and which cost no database work, and the live notification stream, one long request per
// open tab that the browser reopens by itself. The windows are @fastify/rate-limit limiters (createRateLimit), keyed
// like its per-route limits by the client address (http/client-address.ts), so they live in the plugin's store: the
// site's window store (limits/rate-limit-store.ts), which every process shares on PostgreSQL.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyAttempts } from "../auth/attempt-limits";
import { MEDIA_URL_PREFIX } from "../media/store";
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
]);

function isExemptFromRequestLimits(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && EXEMPT_ROUTES.has(route);
}

/** Needs @fastify/rate-limit registered on the app (it provides createRateLimit). */
export function installRequestLimits(app: FastifyInstance, limits: RequestLimits): void {
  const windows = [
    { max: limits.per10Seconds, timeWindow: 10_000 },
    { max: limits.perMinute, timeWindow: 60_000 },
  ]
    .filter((window) => window.max > 0)
    .map((window) => app.createRateLimit(window));
  if (windows.length === 0) return;
  app.addHook("onRequest", async (request, reply) => {
    if (isExemptFromRequestLimits(request)) return;
    const results = await Promise.all(windows.map((count) => count(request)));
    const retryAfter = Math.max(
      0,
      ...results.map((result) =>
        !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0,
      ),
    );
    if (retryAfter === 0) return;
    const error = tooManyAttempts(reply, retryAfter);
    const t = await requestTranslate(request);
    return reply.code(429).type("application/json; charset=utf-8").send(error.toBody(t));
  });
}
