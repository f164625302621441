// The guest cache's store: guests' answers in memory, bounded in bytes, each kept at most a short TTL (the backstop
// for changes no write announces: view counts, scores that move with time, caches of other processes' widgets).
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { SplicedGzip } from "./spliced-gzip";

export interface GuestCacheOptions {
  /** Memory bound of the stored bodies and headers; default 64 MiB. */
  maxBytes?: number;
  /** How long an answer may be served; default 30 s. */
  ttlMs?: number;
  /** How often the stored content generation is read (cache/generation.ts); default 250 ms. */
  pollMs?: number;
  /** Signed-in pages share widget data between viewers with the same roles (cache/shared-hydration.ts); default
   * true. */
  shareHydrations?: boolean;
}

export interface CachedAnswer {
  body: string | Buffer;
  headers: Record<string, string | string[]>;
  /** An HTML page: its script nonces are NONCE_PLACEHOLDER, stamped per response. */
  html: boolean;
  /** The discussion whose page this is: a hit counts a view, as the page would. */
  viewedDiscussionID?: number;
  /** Whether its type and size are compressed, known from the first hit (stored-encoding.ts). */
  compressible?: boolean;
  /** An API answer's weak ETag, of its plain body, made on the first gzip hit (stored-encoding.ts). */
  etag?: string;
  /** The body deflated once, made on the first hit that takes gzip (stored-encoding.ts). */
  gzip?: SplicedGzip;
}

/**
 * Stands for the CSP nonce in stored pages. Drawn per process: page content cannot contain it by chance or by
 * intent, so stamping replaces only what the renderer put there.
 */
export const NONCE_PLACEHOLDER = `quorum-nonce-${randomBytes(12).toString("hex")}`;

const HEADER_BYTES = 256;

function sizeOf(answer: CachedAnswer): number {
  const body = typeof answer.body === "string" ? Buffer.byteLength(answer.body) : answer.body.length;
  return Math.max(1, body + HEADER_BYTES);
}

export class GuestCache {
  private readonly store: LRUCache<string, CachedAnswer>;

  constructor(options: GuestCacheOptions = {}) {
    const maxSize = options.maxBytes ?? 64 * 1024 * 1024;
    this.store = new LRUCache<string, CachedAnswer>({
      maxSize,
      // An answer larger than an eighth of the cache would push out too much else: served uncached.
      maxEntrySize: Math.max(1, Math.floor(maxSize / 8)),
      sizeCalculation: sizeOf,
      ttl: options.ttlMs ?? 30_000,
      // Expired answers are never served (checked on read); no timers per entry.
      ttlAutopurge: false,
    });
  }

  get(key: string): CachedAnswer | undefined {
    return this.store.get(key);
  }

  set(key: string, answer: CachedAnswer): void {
    this.store.set(key, answer);
  }

  clear(): void {
    this.store.clear();
  }

  get size(): number {
    return this.store.size;
  }
}

/**
 * The key of a request: the generation, then method and URL with its query parameters in a fixed order (the same
 * filters in another order are the same page). The site section is part of the URL (its path prefix or the
 * siteSectionID parameter); the body is kept before compression, so Accept-Encoding is not part of it. `device`:
 * "phone" for a phone's layout page, which leaves out what is hidden on mobile (routes.ts isDeviceRoute).
 */
export function cacheKey(
  generation: string,
  method: string,
  url: string,
  language = "en",
  device = "any",
): string {
  const prefix = `${generation} ${language} ${device === "any" ? "" : `${device} `}${method}`;
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return `${prefix} ${url}`;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  params.sort();
  return `${prefix} ${url.slice(0, queryAt)}?${params.toString()}`;
}
