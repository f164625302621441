// Fetches a feed document with hard limits: http(s) only, public addresses only (see address-policy.ts), a total
// deadline of 5 s across redirects, at most 3 redirects, and at most 1 MB of body.
import http from "node:http";
import https from "node:https";
import { type AddressPolicy, checkFeedUrl, guardedLookup } from "./address-policy";

export const FEED_TIMEOUT_MS = 5_000;
export const FEED_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export class FeedFetchError extends Error {}

interface Hop {
  status: number;
  location?: string;
  body?: string;
}

function requestOnce(
  url: URL,
  policy: AddressPolicy,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<Hop> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(policy),
        headers: {
          accept: "application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5",
          "accept-encoding": "identity",
          "user-agent": "Quorum feed reader",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location });
          return;
        }
        if (Number(response.headers["content-length"] ?? 0) > limits.maxBytes) {
          response.destroy();
          reject(new FeedFetchError("The feed is larger than the size limit."));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new FeedFetchError("The feed is larger than the size limit."));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ status, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    // A stalled body emits nothing once aborted; the deadline must still settle the fetch.
    signal.addEventListener("abort", () => reject(new FeedFetchError("The feed did not answer in time.")), {
      once: true,
    });
    request.end();
  });
}

/** The feed's text, or a FeedFetchError / RefusedAddressError saying why not. */
export async function fetchFeedText(
  rawUrl: string,
  policy: AddressPolicy,
  limits: FetchLimits = { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES },
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = checkFeedUrl(rawUrl, policy);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const result = await requestOnce(url, policy, limits, controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) throw new FeedFetchError("The feed did not answer in time.");
        throw error;
      });
      if (result.location !== undefined) {
        // Every hop is checked again: a public URL may redirect inward.
        url = checkFeedUrl(new URL(result.location, url).toString(), policy);
        continue;
      }
      if (result.status !== 200) throw new FeedFetchError(`The feed answered ${result.status}.`);
      return result.body ?? "";
    }
    throw new FeedFetchError("The feed redirected too many times.");
  } finally {
    clearTimeout(timer);
  }
}
