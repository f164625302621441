// A small in-memory cache with expiry, one per database (so test databases and a server's database never share
// entries), for widget data that may be a few minutes old (leaderboards, tag clouds).
import type { Db } from "../db/client";

interface Entry<V> {
  expires: number;
  value: V;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V, now = Date.now()): void {
    // Oldest first out: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires: now + this.ttlMs, value });
  }
}

/** A cache per database: `cacheFor(db)` always returns the same cache for the same database. */
export function perDatabaseCache<V>(ttlMs: number): { cacheFor(db: Db): TtlCache<V>; clear(db: Db): void } {
  const caches = new WeakMap<Db, TtlCache<V>>();
  return {
    cacheFor(db) {
      let cache = caches.get(db);
      if (!cache) {
        cache = new TtlCache<V>(ttlMs);
        caches.set(db, cache);
      }
      return cache;
    },
    clear(db) {
      caches.delete(db);
    },
  };
}

/** A key for a set of category IDs (viewers with the same visible categories share entries). Plain text, not a
 * hash: the widget loaders that use it also run in the Storybook preview, where node:crypto does not exist. */
export function categorySetKey(categoryIDs: readonly number[]): string {
  return categoryIDs.toSorted((a, b) => a - b).join(",");
}
