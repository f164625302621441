// @fastify/rate-limit's store interface over a window store (limits/windows.ts), so the plugin's per-route limits
// and the site-wide request windows (http/rate-limits.ts) count where every process counts. Keys are namespaced per
// route and window length, like the plugin's own Redis store.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { WindowStore } from "./windows";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** What the plugin hands child(): its merged parameters, with the route they are for under routeInfo. */
function routePrefix(options: unknown): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
  return `${String(route?.method ?? "")}${String(route?.url ?? "")}:`;
}

export function rateLimitStoreOver(windows: WindowStore): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "request:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      windows.hit(`${this.prefix}${timeWindow}:${key}`, [{ max, windowMs: timeWindow }]).then(
        // A refused hit is not counted; the plugin reads "over the limit" from a count above max.
        (result) =>
          callback(null, {
            current: result.wait > 0 ? max + 1 : result.count,
            ttl: result.wait > 0 ? result.wait * 1000 : result.ttlMs,
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions, `${this.prefix}${routePrefix(routeOptions)}`);
    }
  }
  return SharedRateLimitStore;
}
