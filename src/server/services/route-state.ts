// What every HTML request needs before it can route: the route table (site sections and published custom pages)
// and the custom layout flags. They change rarely and only through a few writes, so they are kept in memory per
// database instead of costing three queries per page: writers call invalidateRouteState, which the shared bus
// carries to every other process (bus/invalidation.ts), and a one-minute expiry bounds how long a change made
// outside Quorum (SQL by hand) can go unseen.
import type { FeatureFlags, RouteTable } from "../../lib/layout-routes";
import { invalidate, onInvalidate } from "../bus/invalidation";
import type { Db } from "../db/client";
import { readFeatureFlags } from "./config";
import { loadRouteTable } from "./site-sections";

export interface RouteState {
  table: RouteTable;
  flags: FeatureFlags;
}

export const ROUTE_STATE_TTL_MS = 60_000;

interface Slot {
  /** Shared by every request that arrives while it loads: a cold cache costs one load, not one per request. */
  value: Promise<RouteState>;
  expires: number;
}

/** One slot per database (test databases and the server's never share). Invalidation empties it, so a load that
 * started before a write is never handed to a request that arrives after it. */
const slots = new WeakMap<Db, Slot>();

async function load(db: Db): Promise<RouteState> {
  const [table, flags] = await Promise.all([loadRouteTable(db), readFeatureFlags(db)]);
  return { table, flags };
}

export function cachedRouteState(db: Db, now = Date.now()): Promise<RouteState> {
  const cached = slots.get(db);
  if (cached && cached.expires > now) return cached.value;
  const slot: Slot = { value: load(db), expires: now + ROUTE_STATE_TTL_MS };
  slots.set(db, slot);
  // A failed load is not kept: the next request tries again.
  slot.value.catch(() => {
    if (slots.get(db) === slot) slots.delete(db);
  });
  return slot.value;
}

/**
 * Other site-wide reads every page makes (the title bar's navigation config and site sections): cached the same way
 * and dropped by the same invalidation, keyed by what they read.
 */
const siteReads = new WeakMap<Db, Map<string, { value: Promise<unknown>; expires: number }>>();

export function cachedSiteRead<T>(
  db: Db,
  key: string,
  read: () => PromiseLike<T>,
  now = Date.now(),
): Promise<T> {
  let reads = siteReads.get(db);
  if (!reads) {
    reads = new Map();
    siteReads.set(db, reads);
  }
  const cached = reads.get(key);
  if (cached && cached.expires > now) return cached.value as Promise<T>;
  // Settled into a promise of its own: a query builder is a thenable that runs its query again on every `then`, so
  // keeping the builder itself would cache nothing (each request that awaited it queried the database).
  const value = Promise.resolve(read());
  const slot = { value, expires: now + ROUTE_STATE_TTL_MS };
  reads.set(key, slot);
  value.catch(() => {
    if (reads.get(key) === slot) reads.delete(key);
  });
  return value;
}

export const ROUTE_STATE_CACHE = "route-state";

onInvalidate(ROUTE_STATE_CACHE, (db) => {
  slots.delete(db);
  siteReads.delete(db);
});

/** Call after writing site sections, custom pages or the config: the next page, in any process, reads them afresh. */
export function invalidateRouteState(db: Db): void {
  invalidate(db, ROUTE_STATE_CACHE);
}
