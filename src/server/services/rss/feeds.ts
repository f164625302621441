// Feed items for the RSS widget: fetched by the server (fetch-feed.ts), parsed (parse-feed.ts) and kept in memory
// for 15 minutes per URL, so a busy home page costs the feed's host one request per quarter hour. Failures are
// remembered for a minute, and concurrent requests for one URL share a single fetch.
import { type AddressPolicy, policyFromEnv } from "./address-policy";
import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, type FetchLimits, fetchFeedText } from "./fetch-feed";
import { type FeedItem, parseFeed } from "./parse-feed";

export type { FeedItem } from "./parse-feed";

const FEED_CACHE_MS = 15 * 60_000;
const FAILURE_CACHE_MS = 60_000;
const MAX_CACHED_FEEDS = 200;

interface Entry {
  expires: number;
  items: Promise<FeedItem[] | null>;
}

const cache = new Map<string, Entry>();

export interface FeedOptions {
  policy?: AddressPolicy;
  limits?: FetchLimits;
  now?: () => number;
}

async function load(url: string, options: FeedOptions): Promise<FeedItem[] | null> {
  try {
    const text = await fetchFeedText(
      url,
      options.policy ?? policyFromEnv(),
      options.limits ?? { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES },
    );
    return parseFeed(text, url);
  } catch {
    // A broken, slow or refused feed hides the widget; it never breaks the page.
    return null;
  }
}

/** The feed's items (at most 100), or null when it cannot be fetched or parsed. */
export async function feedItems(url: string, options: FeedOptions = {}): Promise<FeedItem[] | null> {
  const now = options.now ?? Date.now;
  const hit = cache.get(url);
  if (hit && hit.expires > now()) return hit.items;
  const entry: Entry = { expires: now() + FEED_CACHE_MS, items: load(url, options) };
  if (cache.size >= MAX_CACHED_FEEDS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(url, entry);
  const items = await entry.items;
  if (items === null) entry.expires = now() + FAILURE_CACHE_MS;
  return items;
}

export function clearFeedCache(): void {
  cache.clear();
}
