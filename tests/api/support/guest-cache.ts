// Helpers of the guest cache tests: an app with the cache and the HTML pages on, guest reads that report whether
// they came from the cache, and "within a second" polls.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { webPages } from "../../../src/server/web/pages";
import { createTestApp, type TestApp, XRW } from "./app";

export const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script><!--quorum-state--></body></html>`;

/** Fast polling so the cross-process tests finish quickly; the production default is 250 ms. */
export const CACHE_OPTIONS = { pollMs: 100 };

export function pagesPlugin(app: FastifyInstance) {
  return webPages(app, { indexHtml: SHELL });
}

export function createCachedApp(): Promise<TestApp> {
  return createTestApp({ guestCache: CACHE_OPTIONS, extraPlugins: [pagesPlugin] });
}

export function cacheStatus(response: LightMyRequestResponse): string | undefined {
  const value = response.headers["x-guest-cache"];
  return typeof value === "string" ? value : undefined;
}

/** A request as a guest (no cookie) or a member (cookie), a JSON body for writes. */
export function send(
  app: FastifyInstance,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = method === "GET" ? {} : { ...XRW };
  if (cookie) headers.cookie = cookie;
  const options: InjectOptions = { method, url, headers };
  if (payload !== undefined) options.payload = payload;
  return app.inject(options);
}

export async function written(response: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const done = await response;
  expect(done.statusCode, done.body).toBeLessThan(300);
  return done;
}

/** Reads the URL as a guest twice, so the second answer comes from the cache, and returns it. */
export async function primed(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  await send(app, "GET", url);
  const second = await send(app, "GET", url);
  expect(second.statusCode, second.body).toBe(200);
  expect(cacheStatus(second), url).toBe("hit");
  return second;
}

/** What a guest sees at the URL, checked until it holds, for at most a second. */
export async function guestSeesWithin1s(
  app: FastifyInstance,
  url: string,
  check: (response: LightMyRequestResponse) => boolean,
): Promise<void> {
  await expect
    .poll(async () => check(await send(app, "GET", url)), { timeout: 1000, interval: 50 })
    .toBe(true);
}

export interface PageStateLike {
  status: number;
  currentUser: { userID: number; name: string };
  site: { entryUrls: { signInUrl: string } };
  layout?: { data: unknown };
}

export function stateOf(html: string): PageStateLike {
  const match = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("no inlined state");
  return JSON.parse(match[1]) as PageStateLike;
}
