// Who may keep a response, and for how long (docs/reference/api-conventions.md#caching). One rule for the HTML
// pages (web/pages.ts calls setPageCacheHeaders) and one for the API's reads (installCachePolicy):
// - a guest's page is the same for every guest: a CDN may keep it a second and serve it stale for a few more
//   while it fetches a fresh one; browsers revalidate every time (max-age=0);
// - a signed-in viewer's answers are theirs alone: private, revalidated on every use (no-cache); the pages that
//   carry a secret (entry links with tokens) and the API's own private reads are not stored at all;
// - errors are not stored: a 404 or 403 must not outlive the fix, and a 5xx must not be replayed;
// - every answer that depends on the session says so with Vary: Cookie, so a shared cache never hands one
//   viewer's copy to another.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isSignedIn } from "../services/context";

/** How long a shared cache (CDN) may serve a guest page without asking again. */
export const GUEST_PAGE_SHARED_SECONDS = 1;
/** How much longer it may serve that copy stale while it fetches a fresh one in the background. */
export const GUEST_PAGE_STALE_SECONDS = 5;

export const CACHE_CONTROL = {
  guestPage: `public, max-age=0, s-maxage=${GUEST_PAGE_SHARED_SECONDS}, stale-while-revalidate=${GUEST_PAGE_STALE_SECONDS}`,
  /** A guest's API read: every cache may keep it but must revalidate it (a cheap 304 when the ETag still holds). */
  guestRead: "no-cache",
  private: "private, no-cache",
  secret: "private, no-store",
  error: "no-store",
} as const;

/** Pages whose address or content carries a token or a form of credentials. */
const SECRET_PAGE = /^\/entry(\/|$)/;

/** API reads of the viewer's own account, sessions, messages and drafts: not kept even by the browser. */
const SECRET_API_READ = /^\/api\/v2\/(users\/(me|\$me|%24me)([/?]|$)|conversations|drafts)/;

/** Adds a token to Vary (lower case, as the compression plugin writes and checks it) unless it is there. */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader("vary");
  const list = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  if (list.some((item) => item === "*" || item.toLowerCase() === token)) return;
  reply.header("vary", [...list, token].join(", "));
}

/**
 * A layout's answer (its HTML page or lookup-hydrate) differs on a phone, told by these two headers
 * (docs/reference/layout-documents.md#hiding-on-phones).
 */
export function varyByDevice(reply: FastifyReply): void {
  addVary(reply, "sec-ch-ua-mobile");
  addVary(reply, "user-agent");
}

function signedIn(request: FastifyRequest): boolean {
  // The viewer is set by a preHandler hook: a request refused before it (a 404 route) is a guest's.
  return request.viewer !== undefined && isSignedIn(request.viewer);
}

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf("?");
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** The Cache-Control of an HTML page answered with this status to this request's viewer. */
export function pageCacheControl(request: FastifyRequest, status: number): string {
  if (status >= 400) return CACHE_CONTROL.error;
  if (SECRET_PAGE.test(pathOf(request))) return CACHE_CONTROL.secret;
  return signedIn(request) ? CACHE_CONTROL.private : CACHE_CONTROL.guestPage;
}

/** Sets Cache-Control and Vary on an HTML page; call it after the status is known. */
export function setPageCacheHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("Cache-Control", pageCacheControl(request, reply.statusCode));
  addVary(reply, "accept-encoding");
  addVary(reply, "cookie");
  // The interface language follows the browser's languages (docs/reference/localisation.md).
  addVary(reply, "accept-language");
}

/** The Cache-Control of an API read, unless its route chose its own. */
export function apiReadCacheControl(request: FastifyRequest, status: number): string {
  if (status >= 400) return CACHE_CONTROL.error;
  if (SECRET_API_READ.test(request.url)) return CACHE_CONTROL.secret;
  return signedIn(request) ? CACHE_CONTROL.private : CACHE_CONTROL.guestRead;
}

function isShared(cacheControl: unknown): boolean {
  return typeof cacheControl === "string" && /\b(public|s-maxage)\b/i.test(cacheControl);
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader("content-type");
  return typeof type === "string" && type.toLowerCase().startsWith("text/html");
}

/**
 * The API's reads get the rule above when their route set none. Every response that would be shared but sets a
 * cookie (a dead session cleared on the way) is made private instead: a cache must never replay a Set-Cookie. A
 * shared page says it varies by Cookie however it was answered (the guest cache replays stored headers without
 * Vary), so a CDN never hands a guest's copy to a member.
 */
export function installCachePolicy(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const method = request.method;
    if ((method === "GET" || method === "HEAD") && request.url.startsWith("/api/v2/")) {
      if (!reply.hasHeader("cache-control"))
        reply.header("Cache-Control", apiReadCacheControl(request, reply.statusCode));
      addVary(reply, "cookie");
      addVary(reply, "accept-language");
      addVary(reply, "quorum-locale");
    }
    if (isShared(reply.getHeader("cache-control"))) {
      if (reply.hasHeader("set-cookie")) reply.header("Cache-Control", CACHE_CONTROL.private);
      else if (isHtml(reply)) {
        addVary(reply, "cookie");
        addVary(reply, "accept-language");
      }
    }
    return payload;
  });
}
