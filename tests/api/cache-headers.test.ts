// Cache-Control and Vary by who asks and what is answered (src/server/http/cache-policy.ts): a guest's page may be
// kept by a CDN for a moment, a member's answers are private, pages with tokens and the viewer's own private reads
// are not stored, and errors are never kept.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "../../src/server/http/cache-policy";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

function vary(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/);
}

describe("HTML pages", () => {
  it.each(["/", "/discussions", "/categories", "/discussion/1", "/search"])(
    "%s: a guest's copy may be kept by a shared cache briefly, revalidated by browsers",
    async (url) => {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.guestPage);
      expect(response.headers["cache-control"]).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(vary(response)).toEqual(expect.arrayContaining(["accept-encoding", "cookie"]));
      expect(response.headers["set-cookie"]).toBeUndefined();
    },
  );

  it.each(["/", "/discussion/1", "/profile/edit"])("%s: a member's copy is private", async (url) => {
    const response = await get(t.app, url, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(vary(response)).toContain("cookie");
  });

  it.each(["/entry/signin", "/entry/passwordreset/sometoken", "/entry/register"])(
    "%s: pages that take credentials or carry a token are not stored",
    async (url) => {
      expect((await get(t.app, url)).headers["cache-control"]).toBe("private, no-store");
      expect((await get(t.app, url, member)).headers["cache-control"]).toBe("private, no-store");
    },
  );

  it("errors are never stored: 404, 403 for a guest and for a member", async () => {
    const cases: [string, string | undefined, number][] = [
      ["/no/such/page", undefined, 404],
      ["/discussion/999999", undefined, 404],
      ["/dashboard/roles", undefined, 403],
      ["/dashboard/roles", member, 403],
      ["/messages", undefined, 403],
    ];
    for (const [url, cookie, status] of cases) {
      const response = await get(t.app, url, cookie);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("a guest answer that clears a dead session cookie is not shared", async () => {
    const response = await get(t.app, "/", "quorum_session=expired-or-forged");
    expect(response.headers["set-cookie"]).toBeDefined();
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });
});

describe("API reads", () => {
  it("a guest's read: kept only if revalidated; a member's: private", async () => {
    for (const url of ["/api/v2/discussions?limit=5", "/api/v2/categories", "/api/v2/openapi.json"]) {
      const guest = await get(t.app, url);
      expect(guest.statusCode, url).toBe(200);
      expect(guest.headers["cache-control"], url).toBe("no-cache");
      expect(vary(guest)).toContain("cookie");
      const asMember = await get(t.app, url, member);
      expect(asMember.headers["cache-control"], url).toBe(
        url.endsWith("openapi.json") ? "no-cache" : "private, no-cache",
      );
    }
  });

  it("the viewer's own account, messages and drafts are not stored", async () => {
    for (const url of [
      "/api/v2/users/me",
      "/api/v2/users/me/sessions",
      "/api/v2/conversations",
      "/api/v2/drafts",
    ]) {
      const response = await get(t.app, url, member);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
    }
  });

  it("keeps the Cache-Control a route chose, and stores no error", async () => {
    expect((await get(t.app, "/api/v2/users/me-counts", member)).headers["cache-control"]).toBe(
      "private, no-store",
    );
    for (const [url, status] of [
      ["/api/v2/discussions/999999", 404],
      ["/api/v2/no-such-endpoint", 404],
      ["/api/v2/users/me/sessions", 401],
    ] as const) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("answers replayed by the guest cache", () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({
      guestCache: {},
      extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })],
    });
  });
  afterAll(() => cached.close());

  it("carry the same Cache-Control and Vary as the first answer, and API reads their ETag", async () => {
    for (const url of ["/", "/discussions", "/api/v2/discussions?limit=5"]) {
      const first = await get(cached.app, url);
      const hit = await get(cached.app, url);
      expect(hit.headers["x-guest-cache"], url).toBe("hit");
      expect(hit.headers["cache-control"], url).toBe(first.headers["cache-control"]);
      expect(vary(hit), url).toEqual(expect.arrayContaining(["accept-encoding", "cookie"]));
      if (url.startsWith("/api/")) {
        expect(hit.headers.etag, url).toBe(first.headers.etag);
        expect(
          (await cached.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } }))
            .statusCode,
        ).toBe(304);
      }
    }
  });
});
