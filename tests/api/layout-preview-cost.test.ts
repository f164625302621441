// The cost meter (docs/reference/layout-documents.md#cost-meter): POST /layouts/hydrate answers, with the editor's
// preview, what hydrating it cost per widget and per layout — database queries counted through the Db handle (checked
// here against the queries that reach the database client), JSON bytes, time — and per device, where a phone's page
// view leaves out what is hidden on mobile, so hiding a widget there saves its cost; a mobile preview is hydrated as
// that page view is. Page views are not measured. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCost, DEFAULT_COST_BUDGET } from "../../src/lib/layout/cost-budget";
import { viewerForUser } from "../../src/server/auth/viewer";
import type { Database } from "../../src/server/db/client";
import { currentTally } from "../../src/server/db/query-meter";
import { hydrateResolvedLayout } from "../../src/server/layouts/hydrate-layout";
import { createCostMeter, TITLE_BAR_COST_ID } from "../../src/server/layouts/hydration-cost";
import { resolveRecordParams } from "../../src/server/layouts/record-params";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutPreview } from "../../src/types/generated/api/layout-preview";
import type { WidgetCost } from "../../src/types/generated/api/layout-preview-cost";
import type { Role } from "../../src/types/generated/api/role";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { editorDocument } from "../factories/editor";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let member: string;
let moderatorRoleID = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
  const roles = json<Role[]>(await get(t.app, "/api/v2/roles", admin));
  moderatorRoleID = roles.find((role) => role.name === "Moderator")?.roleID ?? 0;
});
afterAll(() => t.close());

type Node = Record<string, unknown>;

function post(payload: Node, cookie: string | null = admin) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/layouts/hydrate",
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload,
  });
}

async function preview(layout: Node[], extra: Node = {}): Promise<LayoutPreview> {
  const response = await post({
    layoutViewType: "home",
    layout,
    titleBar: { $hydrate: "react.titleBar" },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<LayoutPreview>(response);
}

const section = (id: string, children: Node[]): Node => ({
  $hydrate: "react.section.1-column",
  $editorID: id,
  children,
});
const html = (id: string, middleware?: Node): Node => ({
  $hydrate: "react.html",
  $editorID: id,
  name: id,
  html: `<p>${id}</p>`,
  ...(middleware ? { $middleware: middleware } : {}),
});
const discussions = (id: string, middleware?: Node): Node => ({
  $hydrate: "react.discussion.discussions",
  $editorID: id,
  title: "Recent Posts",
  titleType: "static",
  apiParams: { limit: 10 },
  ...(middleware ? { $middleware: middleware } : {}),
});
const tabs = (id: string): Node => ({ $hydrate: "react.tabs", $editorID: id, limit: 10 });

const widget = (answer: LayoutPreview, id: string): WidgetCost => {
  const found = answer.cost.widgets.find((item) => item.id === id);
  if (!found) throw new Error(`no cost for ${id}`);
  return found;
};

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

function hydratedNode(answer: LayoutPreview, id: string): HydratedNode {
  const walk = (value: unknown): HydratedNode | undefined => {
    if (Array.isArray(value)) return value.map(walk).find(Boolean);
    if (!value || typeof value !== "object") return undefined;
    const node = value as HydratedNode;
    if (node.$id === id) return node;
    return Object.values(node.$reactProps ?? value)
      .map(walk)
      .find(Boolean);
  };
  const found = walk(answer.layout);
  if (!found) throw new Error(`no node ${id}`);
  return found;
}

/** Counts the queries reaching the database client itself (PGlite's query/exec, the pg pool's query). */
function countClientQueries(database: Database): { count(): number; restore(): void } {
  let calls = 0;
  const target = (database.pglite ?? database.pool) as PGlite | pg.Pool;
  const names = database.pglite ? (["query", "exec"] as const) : (["query"] as const);
  const originals = names.map((name) => [name, Reflect.get(target, name)] as const);
  for (const [name, original] of originals) {
    Reflect.set(target, name, (...args: unknown[]) => {
      calls += 1;
      return Reflect.apply(original as (...a: unknown[]) => unknown, target, args);
    });
  }
  return {
    count: () => calls,
    restore: () => {
      for (const [name, original] of originals) Reflect.set(target, name, original);
    },
  };
}

describe("POST /layouts/hydrate: the cost meter", () => {
  it("answers each named widget's own queries, bytes and time, the title bar's, and the layout's totals", async () => {
    const doc = editorDocument("home");
    const answer = await preview(doc.layout, { titleBar: doc.titleBar });
    const { cost } = answer;
    // Every section and widget the editor named, and the title bar.
    const named =
      JSON.stringify(doc.layout)
        .match(/"\$editorID":"(n\d+)"/g)
        ?.map((m) => m.slice(13, -1)) ?? [];
    expect(cost.widgets.map((item) => item.id).sort()).toEqual([...named, TITLE_BAR_COST_ID].sort());
    // Totals add up: the page's own work plus every widget.
    const sum = (pick: (item: WidgetCost) => number) => cost.widgets.reduce((n, item) => n + pick(item), 0);
    expect(cost.total.queries).toBe(cost.page.queries + sum((item) => item.queries));
    const { cost: _cost, ...layout } = answer;
    expect(cost.total.bytes).toBe(bytesOf(layout));
    expect(cost.page.bytes + sum((item) => item.bytes)).toBe(cost.total.bytes);
    // Measured one at a time: the widgets' times fit in the whole hydration's.
    expect(sum((item) => item.ms)).toBeLessThanOrEqual(cost.total.ms + 0.1);
    // A widget's bytes are its hydrated JSON; a section's leave out the widgets inside it.
    const list = doc.layout[2]?.mainBottom as Node[];
    const listID = String(list[0]?.$editorID);
    expect(widget(answer, listID)).toMatchObject({ hydrateKey: "react.discussion.discussions", shown: true });
    expect(widget(answer, listID).bytes).toBe(bytesOf(hydratedNode(answer, listID)));
    expect(widget(answer, listID).queries).toBeGreaterThan(0);
    const sectionID = String(doc.layout[2]?.$editorID);
    const inner = ["mainTop", "mainBottom", "secondaryTop", "secondaryBottom"].flatMap(
      (region) => (hydratedNode(answer, sectionID).$reactProps[region] as HydratedNode[] | undefined) ?? [],
    );
    expect(widget(answer, sectionID).bytes).toBe(
      bytesOf(hydratedNode(answer, sectionID)) - inner.reduce((n, node) => n + bytesOf(node), 0),
    );
    expect(widget(answer, TITLE_BAR_COST_ID).bytes).toBe(bytesOf(answer.titleBar));
  });

  it("counts every query that reaches the database, and none for a widget without data", async () => {
    const layout = [section("s1", [html("h1"), discussions("d1"), tabs("t1")])];
    const body = { layout, titleBar: { $hydrate: "react.titleBar" } };
    // The same work as the route, in process, so that nothing else (the session lookup) runs meanwhile.
    const services = { db: t.database.db, viewer: await viewerForUser(t.database.db, null) };
    const meter = createCostMeter();
    const client = countClientQueries(t.database);
    try {
      const hydrated = await meter.measure(async () => {
        const params = await resolveRecordParams(services, t.app.siteConfig, "home", {});
        const source = {
          layoutID: "preview",
          name: "Preview",
          layoutViewType: "home",
          isDefault: false,
          ...body,
        };
        return hydrateResolvedLayout(services, t.app.siteConfig, "home", params, source, { cost: meter });
      });
      const cost = meter.report(hydrated);
      expect(cost.total.queries).toBe(client.count());
      expect(cost.widgets.find((item) => item.id === "h1")?.queries).toBe(0);
      expect(cost.widgets.find((item) => item.id === "d1")?.queries).toBeGreaterThan(0);
    } finally {
      client.restore();
    }
    // Outside a preview nothing is being counted.
    expect(currentTally()).toBeUndefined();
  });

  it("flags a tabbed posts widget over the default widget budget, on mobile as everywhere", async () => {
    const answer = await preview([section("s1", [tabs("t1"), html("h1")])]);
    const mobile = checkCost(answer.cost, DEFAULT_COST_BUDGET).mobile;
    const flagged = mobile.widgets.filter((check) => check.over.length > 0).map((check) => check.widget.id);
    expect(flagged).toEqual(["t1"]);
    expect(widget(answer, "t1").queries).toBeGreaterThan(DEFAULT_COST_BUDGET.widget.queries);
  });

  it("counts a widget hidden on mobile on tablet and desktop only: hiding it saves a phone its cost", async () => {
    const visible = await preview([section("s1", [discussions("d1"), html("h1")])]);
    const hidden = await preview([
      section("s1", [discussions("d1", { visibility: { device: "desktop" } }), html("h1")]),
    ]);
    expect(hidden.cost).toMatchObject({ deviceHiding: "server-mobile", device: "all" });
    // Without a device, every node is hydrated and sent, with its visibility for the browser's CSS.
    expect(hydratedNode(hidden, "d1").$middleware).toEqual({ visibility: { device: "desktop" } });
    expect(widget(visible, "d1").mobile).toBe(true);
    expect(widget(hidden, "d1")).toMatchObject({ mobile: false, shown: true });
    expect(widget(hidden, "d1").queries).toBeGreaterThan(0);
    expect(visible.cost.devices.mobile).toEqual(visible.cost.devices.desktop);
    expect(hidden.cost.devices.tablet).toEqual(hidden.cost.total);
    const d1 = widget(hidden, "d1");
    expect(hidden.cost.devices.mobile).toEqual({
      queries: hidden.cost.total.queries - d1.queries,
      bytes: hidden.cost.total.bytes - d1.bytes,
      ms: hidden.cost.devices.mobile.ms,
    });
  });

  it("hydrates a mobile preview as a phone's page view: nothing hidden on mobile, nor what it holds", async () => {
    const layout = [
      section("s1", [discussions("d1", { visibility: { device: "desktop" } }), html("h1")]),
      { ...section("s2", [tabs("t1")]), $middleware: { visibility: { device: "tablet" } } },
      section("s3", [html("onlyPhones", { visibility: { device: "mobile" } })]),
    ];
    const mobile = await preview(layout, { device: "mobile" });
    const desktop = await preview(layout, { device: "desktop" });
    const ids = (answer: LayoutPreview) =>
      (JSON.stringify(answer.layout).match(/"\$id":"\w+"/g) ?? []).map((match) => match.slice(7, -1)).sort();
    expect(ids(mobile)).toEqual(["h1", "onlyPhones", "s1", "s3"]);
    expect(ids(desktop)).toEqual(["d1", "h1", "onlyPhones", "s1", "s2", "s3", "t1"]);
    expect(mobile.cost.device).toBe("mobile");
    // Left out before any data was loaded: no query, no byte.
    for (const id of ["d1", "s2"])
      expect(widget(mobile, id)).toMatchObject({ shown: false, mobile: false, queries: 0, bytes: 0 });
    expect(mobile.cost.widgets.find((item) => item.id === "t1")).toBeUndefined();
    expect(widget(desktop, "t1")).toMatchObject({ shown: true, mobile: false });
    expect(mobile.cost.devices.mobile.queries).toBeLessThan(desktop.cost.devices.desktop.queries);
    expect(desktop.cost.devices.mobile.queries).toBe(mobile.cost.devices.mobile.queries);
    // The title bar is never left out.
    expect(widget(mobile, TITLE_BAR_COST_ID)).toMatchObject({ shown: true, mobile: true });
  });

  it("no longer flags on mobile a tabbed posts widget once it is hidden there", async () => {
    const hiddenTabs = { ...tabs("t1"), $middleware: { visibility: { device: "desktop" } } };
    const answer = await preview([section("s1", [hiddenTabs, html("h1")])]);
    const checks = checkCost(answer.cost, DEFAULT_COST_BUDGET);
    const flagged = (device: "mobile" | "desktop") =>
      checks[device].widgets.filter((check) => check.over.length > 0).map((check) => check.widget.id);
    expect(flagged("mobile")).toEqual([]);
    expect(flagged("desktop")).toEqual(["t1"]);
  });

  it("refuses a device it does not know with 400", async () => {
    const response = await post({ layoutViewType: "home", layout: [], device: "watch" });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toMatch(/\S/);
  });

  it("measures the filters of a widget the viewer may not see, which sends nothing", async () => {
    const layout = [
      section("s1", [
        html("everyone"),
        discussions("staff", { "role-filter": { roleIDs: [moderatorRoleID] } }),
      ]),
    ];
    const answer = await preview(layout, { viewAs: "guest" });
    expect(widget(answer, "staff")).toMatchObject({ shown: false, bytes: 0, queries: 0 });
    expect(widget(answer, "everyone")).toMatchObject({ shown: true, queries: 0 });
    expect(answer.cost.total.queries).toBe(
      answer.cost.page.queries + answer.cost.widgets.reduce((n, item) => n + item.queries, 0),
    );
  });

  it("leaves page views unmeasured: lookup-hydrate answers no cost", async () => {
    const response = await get(
      t.app,
      "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0",
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(json<Node>(response)).not.toHaveProperty("cost");
  });

  it("refuses members and guests with the error body, and bad input with 400", async () => {
    const layout = [section("s1", [html("h1")])];
    for (const cookie of [member, null]) {
      const response = await post({ layoutViewType: "home", layout }, cookie);
      expect([401, 403]).toContain(response.statusCode);
      expect(json<ErrorBody>(response).message).toMatch(/\S/);
    }
    const bad = await post({ layoutViewType: "home", layout: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).message).toMatch(/\S/);
  });
});
