// The HTML pages' route table and flags are cached in memory (services/route-state.ts): one load serves every
// page until a write invalidates it (PATCH /config, or a writer calling invalidateRouteState) or a minute passes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "../../src/server/db/query-meter";
import { customPages } from "../../src/server/db/schema";
import {
  cachedRouteState,
  cachedSiteRead,
  invalidateRouteState,
  ROUTE_STATE_TTL_MS,
} from "../../src/server/services/route-state";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, signIn, type TestApp, XRW } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const FLAG = "featureFlags.customLayout.discussionList.Enabled";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

async function addPage(urlcode: string): Promise<void> {
  await t.database.db.insert(customPages).values({ urlcode, name: urlcode, insertUserID: 1 });
}

/** The custom page url codes the HTML page routes by (its inlined route table). */
async function routedPages(url: string): Promise<string[]> {
  const response = await get(t.app, url);
  const state = response.body.match(
    /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s,
  );
  const parsed = JSON.parse(state?.[1] ?? "{}") as {
    routing?: { table: { customPages: { urlcode: string }[] } };
  };
  return (parsed.routing?.table.customPages ?? []).map((page) => page.urlcode);
}

/** Whether the HTML page at this path rendered a layout (the inlined state names one). */
async function rendersLayout(url: string): Promise<boolean> {
  const response = await get(t.app, url);
  return /"layout":\{"query"/.test(response.body);
}

describe("route state cache", () => {
  it("shares one load between concurrent requests and serves it until invalidated", async () => {
    const db = t.database.db;
    invalidateRouteState(db);
    const first = cachedRouteState(db);
    expect(cachedRouteState(db)).toBe(first);
    const before = await first;
    await addPage("cached-page");
    // Not seen yet: the cache is only refreshed by invalidation or expiry.
    expect((await cachedRouteState(db)).table.customPages.map((p) => p.urlcode)).toEqual(
      before.table.customPages.map((p) => p.urlcode),
    );
    expect(await routedPages("/")).not.toContain("cached-page");
    invalidateRouteState(db);
    expect((await cachedRouteState(db)).table.customPages.map((p) => p.urlcode)).toContain("cached-page");
    expect(await routedPages("/")).toContain("cached-page");
  });

  it("expires after a minute, so changes made elsewhere show up", async () => {
    const db = t.database.db;
    invalidateRouteState(db);
    const now = Date.now();
    const cached = await cachedRouteState(db, now);
    await addPage("expiring-page");
    expect(await cachedRouteState(db, now + ROUTE_STATE_TTL_MS - 1)).toBe(cached);
    const fresh = await cachedRouteState(db, now + ROUTE_STATE_TTL_MS + 1);
    expect(fresh.table.customPages.map((p) => p.urlcode)).toContain("expiring-page");
    await db.delete(customPages).where(eq(customPages.urlcode, "expiring-page"));
    invalidateRouteState(db);
  });

  it("PATCH /config invalidates it: the next page follows the new flag", async () => {
    const patch = (value: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: { ...XRW, cookie: admin },
        payload: { [FLAG]: value },
      });
    expect((await patch(true)).statusCode).toBe(200);
    expect(await rendersLayout("/discussions")).toBe(true);
    expect((await patch(false)).statusCode).toBe(200);
    expect(await rendersLayout("/discussions")).toBe(false);
    expect((await patch(true)).statusCode).toBe(200);
    expect(await rendersLayout("/discussions")).toBe(true);
  });
});

describe("other site-wide reads (the title bar's navigation and sections)", () => {
  it("load once per key until invalidated or expired; a failed load is not kept", async () => {
    const db = t.database.db;
    invalidateRouteState(db);
    let loads = 0;
    const read = async () => ++loads;
    expect(await cachedSiteRead(db, "k", read, 0)).toBe(1);
    expect(await cachedSiteRead(db, "k", read, 1)).toBe(1);
    expect(await cachedSiteRead(db, "other", read, 1)).toBe(2);
    invalidateRouteState(db);
    expect(await cachedSiteRead(db, "k", read, 2)).toBe(3);
    expect(await cachedSiteRead(db, "k", read, 2 + ROUTE_STATE_TTL_MS)).toBe(4);
    await expect(cachedSiteRead(db, "broken", () => Promise.reject(new Error("down")), 3)).rejects.toThrow();
    expect(await cachedSiteRead(db, "broken", read, 4)).toBe(5);
  });

  it("run a read that answers a query builder once, not once per request that awaits it", async () => {
    const db = t.database.db;
    invalidateRouteState(db);
    let runs = 0;
    // What a drizzle query builder is: a thenable that runs its query on every `then`.
    const builder = {
      // biome-ignore lint/suspicious/noThenProperty: the shape under test is exactly a thenable
      then<R>(resolve: (value: number) => R) {
        runs++;
        return Promise.resolve(resolve(runs));
      },
    };
    for (let request = 0; request < 3; request++) {
      expect(await cachedSiteRead(db, "builder", () => builder, 10)).toBe(1);
    }
    expect(runs).toBe(1);
  });

  it("cost a refused request no query once loaded (its error message reads the site's locales)", async () => {
    invalidateRouteState(t.database.db);
    const refuse = async () =>
      expect((await get(t.app, "/api/v2/discussions?limit=nope")).statusCode).toBe(400);
    await refuse(); // loads the locales the message's language is chosen among
    const tally = { queries: 0 };
    await countQueries(tally, async () => {
      for (let request = 0; request < 3; request++) await refuse();
    });
    expect(tally.queries).toBe(0);
  });
});
