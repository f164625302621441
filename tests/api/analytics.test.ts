// Analytics privacy and page views (docs/reference/api-conventions.md#resources AnonymizeData,
// docs/reference/ui-behaviour.md#page-views, docs/reference/api-conventions.md#other-call-families): GET/POST
// /analytics/privacy stored per user in the config table, in a cookie for guests; POST /tick counts a page view
// unless the viewer opted out.
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, trackingEvents, users } from "../../src/server/db/schema";
import { PRIVACY_COOKIE } from "../../src/server/routes/analytics";
import { readPageViews } from "../../src/server/services/analytics";
import { pruneTrackingEvents, readRecentTrackingEvents } from "../../src/server/services/analytics-events";
import type { AnalyticsPrivacy } from "../../src/types/generated/api/analytics-privacy";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { TickResult } from "../../src/types/generated/api/tick-result";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let member: string;
let admin: string;

function post(url: string, payload: unknown, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: cookie ? { ...XRW, cookie } : XRW,
  });
}

const tick = (cookie?: string) => post("/api/v2/tick", { type: "pageView", path: "/discussions" }, cookie);

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  admin = await signIn(t.app, "admin");
});

afterAll(() => t.close());

describe("GET/POST /analytics/privacy", () => {
  it("answers '-1' (no choice) before anything is stored", async () => {
    const guest = await get(t.app, "/api/v2/analytics/privacy");
    expect(guest.statusCode).toBe(200);
    expect(json<AnalyticsPrivacy>(guest)).toEqual({ AnonymizeData: "-1" });
    expect(json<AnalyticsPrivacy>(await get(t.app, "/api/v2/analytics/privacy", admin))).toEqual({
      AnonymizeData: "-1",
    });
  });

  it("stores a signed-in user's choice per user, under analyticsPrivacy:<userID>", async () => {
    const saved = await post("/api/v2/analytics/privacy", { AnonymizeData: "1" }, member);
    expect(saved.statusCode).toBe(200);
    expect(json<AnalyticsPrivacy>(saved)).toEqual({ AnonymizeData: "1" });
    expect(saved.cookies.find((c) => c.name === PRIVACY_COOKIE)).toBeUndefined();
    expect(json<AnalyticsPrivacy>(await get(t.app, "/api/v2/analytics/privacy", member)).AnonymizeData).toBe(
      "1",
    );
    // Another user is not affected.
    expect(json<AnalyticsPrivacy>(await get(t.app, "/api/v2/analytics/privacy", admin)).AnonymizeData).toBe(
      "-1",
    );

    const [user] = await t.database.db.select().from(users).where(eq(users.name, "member"));
    const [row] = await t.database.db
      .select()
      .from(config)
      .where(eq(config.key, `analyticsPrivacy:${user?.userID}`));
    expect(row?.value).toEqual({ AnonymizeData: "1" });

    await post("/api/v2/analytics/privacy", { AnonymizeData: "0" }, member);
    expect(json<AnalyticsPrivacy>(await get(t.app, "/api/v2/analytics/privacy", member)).AnonymizeData).toBe(
      "0",
    );
  });

  it("keeps a guest's choice in a cookie", async () => {
    const saved = await post("/api/v2/analytics/privacy", { AnonymizeData: "1" });
    expect(saved.statusCode).toBe(200);
    const cookie = saved.cookies.find((c) => c.name === PRIVACY_COOKIE);
    expect(cookie?.value).toBe("1");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBeGreaterThan(0);
    const again = await get(t.app, "/api/v2/analytics/privacy", `${PRIVACY_COOKIE}=1`);
    expect(json<AnalyticsPrivacy>(again).AnonymizeData).toBe("1");
    // Nothing was stored for the guest user in the config table.
    const rows = await t.database.db.select().from(config).where(eq(config.key, "analyticsPrivacy:0"));
    expect(rows).toHaveLength(0);
  });

  it("ignores a forged cookie value", async () => {
    const response = await get(t.app, "/api/v2/analytics/privacy", `${PRIVACY_COOKIE}=yes`);
    expect(json<AnalyticsPrivacy>(response).AnonymizeData).toBe("-1");
  });

  it("refuses values other than '1', '0' and '-1' with a field error", async () => {
    const response = await post("/api/v2/analytics/privacy", { AnonymizeData: "2" }, member);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toContain("AnonymizeData");
  });

  it("needs X-Requested-With like every mutation", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/analytics/privacy",
      payload: { AnonymizeData: "1" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /tick", () => {
  it("counts a page view for guests and members who made no choice or opted in", async () => {
    const before = await readPageViews(t.database.db);
    const guest = await tick();
    expect(guest.statusCode).toBe(200);
    expect(json<TickResult>(guest)).toEqual({ recorded: true });
    expect(json<TickResult>(await tick(admin))).toEqual({ recorded: true });
    expect(await readPageViews(t.database.db)).toBe(before + 2);
  });

  it("does not count the views of a viewer who opted out", async () => {
    await post("/api/v2/analytics/privacy", { AnonymizeData: "1" }, admin);
    const before = await readPageViews(t.database.db);
    expect(json<TickResult>(await tick(admin))).toEqual({ recorded: false });
    expect(json<TickResult>(await tick(`${PRIVACY_COOKIE}=1`))).toEqual({ recorded: false });
    expect(await readPageViews(t.database.db)).toBe(before);
    await post("/api/v2/analytics/privacy", { AnonymizeData: "-1" }, admin);
    expect(json<TickResult>(await tick(admin))).toEqual({ recorded: true });
    expect(await readPageViews(t.database.db)).toBe(before + 1);
  });

  it("loses no count when ticks arrive at once", async () => {
    const before = await readPageViews(t.database.db);
    await Promise.all(Array.from({ length: 8 }, () => tick()));
    expect(await readPageViews(t.database.db)).toBe(before + 8);
  });

  it("requires a path starting with /", async () => {
    const response = await post("/api/v2/tick", { type: "pageView", path: "https://elsewhere.example/" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toContain("path");
  });

  it("keeps the whole tracking event of spec 001 §3", async () => {
    const event = {
      type: "pageView",
      path: "/discussion/12/hello",
      url: "https://forum.example/discussion/12/hello?page=2",
      pageName: "discussion",
      discussionID: 12,
      categoryID: 3,
      siteSectionID: 0,
      referrer: "https://search.example/?q=forum",
    };
    expect(json<TickResult>(await post("/api/v2/tick", event))).toEqual({ recorded: true });
    const stored = (await readRecentTrackingEvents(t.database.db))[0];
    expect(stored).toMatchObject(event);
    expect(Date.parse(stored?.dateInserted ?? "")).not.toBeNaN();
  });

  it("keeps no event of a viewer who opted out", async () => {
    const before = (await readRecentTrackingEvents(t.database.db)).length;
    await post("/api/v2/tick", { type: "pageView", path: "/secret" }, `${PRIVACY_COOKIE}=1`);
    const events = await readRecentTrackingEvents(t.database.db);
    expect(events.length).toBe(before);
    expect(events.some((event) => event.path === "/secret")).toBe(false);
  });

  it("keeps each event as a row, and prunes rows past the retention", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("/api/v2/tick", { type: "pageView", path: `/p${i}` })),
    );
    const paths = (await readRecentTrackingEvents(t.database.db, 20)).map((event) => event.path);
    expect(new Set(paths).size).toBe(20);
    await t.database.db
      .update(trackingEvents)
      .set({ dateInserted: sql`now() - interval '91 days'` })
      .where(sql`${trackingEvents.path} = '/p0'`);
    await pruneTrackingEvents(t.database.db);
    const kept = (await readRecentTrackingEvents(t.database.db, 1000)).map((event) => event.path);
    expect(kept).not.toContain("/p0");
    expect(kept).toContain("/p1");
  });

  it.each([
    ["type", { path: "/" }],
    ["type", { type: "click", path: "/" }],
    ["url", { type: "pageView", path: "/", url: "javascript:alert(1)" }],
    ["discussionID", { type: "pageView", path: "/", discussionID: 0 }],
    ["categoryID", { type: "pageView", path: "/", categoryID: 2147483648 }],
    ["pageName", { type: "pageView", path: "/", pageName: "<b>" }],
    ["referrer", { type: "pageView", path: "/", referrer: "x".repeat(2049) }],
  ])("refuses a bad %s with 400", async (field, body) => {
    const response = await post("/api/v2/tick", body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(json<ErrorBody>(response))).toContain(field);
  });

  it("keeps the counters out of GET /config", async () => {
    const response = await get(t.app, "/api/v2/config");
    const keys = Object.keys(json<Record<string, unknown>>(response));
    expect(keys.some((key) => key.startsWith("analytics"))).toBe(false);
  });
});

describe("POST /tick with rate limiting on", () => {
  it("answers 429 past 120 ticks a minute from one address", async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/v2/tick",
          payload: { type: "pageView", path: "/" },
          headers: XRW,
        });
      for (let i = 0; i < 120; i += 1) expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
