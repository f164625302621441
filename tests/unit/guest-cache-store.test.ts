// The guest cache's pieces that need no server: keys, the byte-bounded store, the routes it serves and the writes
// that bump, and the single flight of concurrent misses.
import { describe, expect, it } from "vitest";
import { cacheKey, GuestCache } from "../../src/server/cache/guest-cache";
import { isCachedRoute, isContentWrite, isDeviceRoute } from "../../src/server/cache/routes";
import { SingleFlight } from "../../src/server/cache/single-flight";

describe("cacheKey", () => {
  it("puts query parameters in one order and keeps the generation, method and path apart", () => {
    expect(cacheKey("1.0", "GET", "/discussions?sort=-score&limit=5")).toBe(
      cacheKey("1.0", "GET", "/discussions?limit=5&sort=-score"),
    );
    expect(cacheKey("1.0", "GET", "/a")).not.toBe(cacheKey("1.1", "GET", "/a"));
    expect(cacheKey("1.0", "GET", "/a?x=1")).not.toBe(cacheKey("1.0", "GET", "/a?x=2"));
    expect(cacheKey("1.0", "GET", "/a")).not.toBe(cacheKey("1.0", "GET", "/fr/a"));
  });

  it("keeps a phone's layout pages apart from everyone else's (docs/reference/layout-documents.md#hiding-on-phones)", () => {
    expect(cacheKey("1.0", "GET", "/a?x=1", "en", "phone")).not.toBe(cacheKey("1.0", "GET", "/a?x=1", "en"));
    expect(cacheKey("1.0", "GET", "/a", "en", "any")).toBe(cacheKey("1.0", "GET", "/a"));
    for (const route of [
      "/",
      "/*",
      "/api/v2/layouts/lookup-hydrate",
      "/api/v2/layouts/lookup-hydrate-assets",
    ])
      expect(isDeviceRoute(route), route).toBe(true);
    expect(isDeviceRoute("/api/v2/discussions")).toBe(false);
    expect(isDeviceRoute(undefined)).toBe(false);
  });
});

describe("GuestCache", () => {
  it("stays within its byte bound, dropping the least recently used", () => {
    const cache = new GuestCache({ maxBytes: 4000 });
    const answer = { body: "x".repeat(200), headers: {}, html: false };
    for (let i = 0; i < 40; i++) cache.set(`k${i}`, answer);
    expect(cache.size).toBeLessThanOrEqual(4000 / 456 + 1);
    expect(cache.get("k39")).toBeDefined();
    expect(cache.get("k0")).toBeUndefined();
  });

  it("does not keep an answer larger than an eighth of the bound", () => {
    const cache = new GuestCache({ maxBytes: 8000 });
    cache.set("big", { body: "x".repeat(2000), headers: {}, html: false });
    expect(cache.get("big")).toBeUndefined();
  });
});

describe("routes", () => {
  it("serves pages and public reads only", () => {
    expect(isCachedRoute("/")).toBe(true);
    expect(isCachedRoute("/api/v2/discussions")).toBe(true);
    expect(isCachedRoute("/api/v2/users/me")).toBe(false);
    expect(isCachedRoute("/api/v2/notifications")).toBe(false);
    expect(isCachedRoute(undefined)).toBe(false);
  });

  it("bumps on content writes, not on analytics, drafts or sign-in", () => {
    expect(isContentWrite("POST", "/api/v2/discussions")).toBe(true);
    expect(isContentWrite("PUT", "/api/v2/roles/:id/permissions")).toBe(true);
    expect(isContentWrite("PATCH", "/api/v2/config")).toBe(true);
    expect(isContentWrite("GET", "/api/v2/discussions")).toBe(false);
    expect(isContentWrite("POST", "/api/v2/tick")).toBe(false);
    expect(isContentWrite("PATCH", "/api/v2/drafts/:id")).toBe(false);
    expect(isContentWrite("POST", "/api/v2/authenticate/password")).toBe(false);
    expect(isContentWrite("POST", "/api/v2/analytics/privacy")).toBe(false);
  });
});

describe("SingleFlight", () => {
  it("lets the first request build and the others wait for it", async () => {
    const flights = new SingleFlight(1000);
    expect(await flights.joined("k")).toBe(false);
    let waited = false;
    const follower = flights.joined("k").then((joined) => {
      waited = true;
      return joined;
    });
    await Promise.resolve();
    expect(waited).toBe(false);
    flights.land("k");
    expect(await follower).toBe(true);
    expect(await flights.joined("k")).toBe(false);
  });

  it("stops waiting after its limit when the first never lands", async () => {
    const flights = new SingleFlight(20);
    await flights.joined("stuck");
    const started = Date.now();
    expect(await flights.joined("stuck")).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
