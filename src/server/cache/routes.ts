// Which routes the guest cache serves, and which writes leave what guests see unchanged.

/**
 * Guest reads whose answer depends only on the URL: the HTML pages and the public read routes of the API. A route
 * missing here is simply never cached; one added must not vary by request headers (but the language and the device
 * class, which are in the key), client address or time.
 */
const CACHED_ROUTES = new Set([
  "/",
  "/*",
  "/api/v2/layouts/lookup-hydrate",
  "/api/v2/layouts/lookup-hydrate-assets",
  "/api/v2/discussions",
  "/api/v2/discussions/:id",
  "/api/v2/categories",
  "/api/v2/categories/:id",
  "/api/v2/comments",
  "/api/v2/comments/:id",
  "/api/v2/comments/thread",
  "/api/v2/tags",
]);

/**
 * Cached routes whose answer differs on a phone, which gets no layout node hidden on mobile
 * (docs/reference/layout-documents.md#hiding-on-phones): keyed by the request's device class too.
 */
const DEVICE_ROUTES = new Set([
  "/",
  "/*",
  "/api/v2/layouts/lookup-hydrate",
  "/api/v2/layouts/lookup-hydrate-assets",
]);

export function isDeviceRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && DEVICE_ROUTES.has(routeUrl);
}

export function isCachedRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && CACHED_ROUTES.has(routeUrl);
}

/**
 * Writes that change nothing a guest or a shared hydration shows: analytics ticks (one per page view), drafts
 * (autosaved while typing; publishing a scheduled one bumps from the job), private messages, notifications read
 * state, signing in and out, and a member's own sessions and mail tokens. Every other successful write bumps.
 */
const PRIVATE_WRITES = [
  "/api/v2/tick",
  "/api/v2/analytics",
  "/api/v2/drafts",
  "/api/v2/conversations",
  "/api/v2/notifications",
  "/api/v2/authenticate",
  "/api/v2/users/me/sessions",
  "/api/v2/users/password-reset",
  "/api/v2/users/request-password",
  "/api/v2/users/confirm-email",
  "/api/v2/users/me/confirm-email-resend",
];

export function isContentWrite(method: string, routeUrl: string | undefined): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (routeUrl === undefined || !routeUrl.startsWith("/api/v2/")) return false;
  return !PRIVATE_WRITES.some((prefix) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`));
}
