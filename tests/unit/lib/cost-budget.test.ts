// The cost meter's arithmetic (src/lib/layout/cost-budget.ts): reading a stored budget, per-device page costs under
// server-side hiding on phones, what exceeds the budget, what hiding on mobile saves and writes.
import { describe, expect, it } from "vitest";
import {
  checkCost,
  checkDevice,
  DEFAULT_COST_BUDGET,
  deviceCost,
  hideOnMobile,
  isBudgetValue,
  type LayoutPreviewCost,
  mobileHidingSavings,
  overruns,
  readCostBudget,
  ZERO_COST,
} from "../../../src/lib/layout/cost-budget";

const widget = (id: string, queries: number, bytes: number, ms: number, mobile = true) => ({
  id,
  hydrateKey: "react.html",
  queries,
  bytes,
  ms,
  shown: true,
  mobile,
});

const COST: LayoutPreviewCost = {
  deviceHiding: "server-mobile",
  device: "all",
  page: { queries: 1, bytes: 100, ms: 2.5 },
  widgets: [widget("light", 0, 400, 0.4), widget("tabs", 25, 38_000, 212.3), widget("list", 6, 13_000, 38.2)],
  total: { queries: 32, bytes: 51_500, ms: 253.4 },
  devices: {
    desktop: { queries: 32, bytes: 51_500, ms: 253.4 },
    tablet: { queries: 32, bytes: 51_500, ms: 253.4 },
    mobile: { queries: 32, bytes: 51_500, ms: 253.4 },
  },
};

describe("readCostBudget", () => {
  it("gives the defaults for nothing, or for anything that is not a budget", () => {
    for (const value of [undefined, null, 3, "budget", [], {}])
      expect(readCostBudget(value)).toEqual(DEFAULT_COST_BUDGET);
  });

  it("keeps each valid limit and replaces each broken one by its default", () => {
    const budget = readCostBudget({
      widget: { queries: 3, bytes: -1, ms: 12.5 },
      layout: { queries: 2.5, bytes: 1024, ms: "fast" },
    });
    expect(budget).toEqual({
      widget: { queries: 3, bytes: DEFAULT_COST_BUDGET.widget.bytes, ms: 12.5 },
      layout: { queries: DEFAULT_COST_BUDGET.layout.queries, bytes: 1024, ms: DEFAULT_COST_BUDGET.layout.ms },
    });
  });

  it("accepts 0, refuses fractions of queries or bytes, infinity and absurd sizes", () => {
    expect(isBudgetValue("queries", 0)).toBe(true);
    expect(isBudgetValue("ms", 0.5)).toBe(true);
    expect(isBudgetValue("bytes", 0.5)).toBe(false);
    expect(isBudgetValue("queries", Number.POSITIVE_INFINITY)).toBe(false);
    expect(isBudgetValue("queries", 1_000_000)).toBe(false);
    expect(isBudgetValue("ms", Number.NaN)).toBe(false);
  });
});

/** COST with the tabs widget hidden on mobile: a phone's page view does not hydrate it. */
const TABS_OFF_MOBILE: LayoutPreviewCost = {
  ...COST,
  widgets: COST.widgets.map((item) => (item.id === "tabs" ? { ...item, mobile: false } : item)),
};

describe("per device, with server-side hiding on phones", () => {
  it("every device pays for the page and every widget a phone hydrates too", () => {
    for (const device of ["desktop", "tablet", "mobile"] as const)
      expect(deviceCost(COST, device)).toEqual({ queries: 32, bytes: 51_500, ms: 253.4 });
  });

  it("mobile leaves out a widget hidden there; tablet and desktop still pay for it", () => {
    expect(deviceCost(TABS_OFF_MOBILE, "mobile")).toEqual({ queries: 7, bytes: 13_500, ms: 41.1 });
    expect(deviceCost(TABS_OFF_MOBILE, "tablet")).toEqual({ queries: 32, bytes: 51_500, ms: 253.4 });
    expect(deviceCost(TABS_OFF_MOBILE, "desktop")).toEqual({ queries: 32, bytes: 51_500, ms: 253.4 });
  });

  it("hiding a widget on mobile saves a phone its whole measured cost", () => {
    const tabs = COST.widgets[1];
    const hidden = TABS_OFF_MOBILE.widgets[1];
    if (!tabs || !hidden) throw new Error("fixture");
    expect(mobileHidingSavings(tabs, "server-mobile")).toEqual({ queries: 25, bytes: 38_000, ms: 212.3 });
    expect(mobileHidingSavings(hidden, "server-mobile")).toEqual({ queries: 25, bytes: 38_000, ms: 212.3 });
    expect(mobileHidingSavings({ ...hidden, queries: 0, bytes: 0, ms: 0 }, "server-mobile")).toEqual(
      ZERO_COST,
    );
  });

  it("no longer flags on mobile a widget over budget once it is hidden there", () => {
    const flagged = (cost: LayoutPreviewCost, device: "mobile" | "desktop") =>
      checkDevice(cost, DEFAULT_COST_BUDGET, device)
        .widgets.filter((item) => item.over.length > 0)
        .map((item) => item.widget.id);
    expect(flagged(COST, "mobile")).toEqual(["tabs"]);
    expect(flagged(TABS_OFF_MOBILE, "mobile")).toEqual([]);
    expect(flagged(TABS_OFF_MOBILE, "desktop")).toEqual(["tabs"]);
  });
});

describe("checking against the budget", () => {
  it("lists the metrics over their limit, in order, and nothing at or under it", () => {
    expect(overruns({ queries: 13, bytes: 100, ms: 200 }, { queries: 12, bytes: 10, ms: 200 })).toEqual([
      { metric: "queries", value: 13, limit: 12 },
      { metric: "bytes", value: 100, limit: 10 },
    ]);
    expect(overruns(ZERO_COST, ZERO_COST)).toEqual([]);
  });

  it("flags the widgets over the widget budget and the page over the layout budget", () => {
    const check = checkDevice(COST, DEFAULT_COST_BUDGET, "mobile");
    expect(check.total).toEqual({ queries: 32, bytes: 51_500, ms: 253.4 });
    expect(check.over).toEqual([]);
    expect(check.widgets.filter((item) => item.over.length > 0).map((item) => item.widget.id)).toEqual([
      "tabs",
    ]);
    expect(check.widgets.find((item) => item.widget.id === "tabs")?.over.map((item) => item.metric)).toEqual([
      "queries",
      "bytes",
    ]);
    expect(check.warnings).toBe(1);
  });

  it("counts the page's overrun as one more warning", () => {
    const tight = { widget: DEFAULT_COST_BUDGET.widget, layout: { queries: 10, bytes: 1_000_000, ms: 1000 } };
    const check = checkDevice(COST, tight, "desktop");
    expect(check.over).toEqual([{ metric: "queries", value: 32, limit: 10 }]);
    expect(check.warnings).toBe(2);
  });

  it("checks the three devices alike", () => {
    const checks = checkCost(COST, DEFAULT_COST_BUDGET);
    expect(checks.mobile.warnings).toBe(checks.desktop.warnings);
    expect(checks.tablet.total).toEqual(checks.desktop.total);
  });
});

describe("hideOnMobile", () => {
  it("moves a widget shown everywhere to desktop (tablets included)", () => {
    expect(hideOnMobile(undefined)).toEqual({ kind: "hide", device: "desktop" });
    expect(hideOnMobile("all")).toEqual({ kind: "hide", device: "desktop" });
    expect(hideOnMobile("something newer")).toEqual({ kind: "hide", device: "desktop" });
  });

  it("has nothing to hide when mobile already does not show it", () => {
    for (const device of ["desktop", "tablet", "no_bleed"])
      expect(hideOnMobile(device)).toEqual({ kind: "hidden" });
  });

  it("refuses a widget shown only on mobile, which would then show nowhere", () => {
    for (const device of ["mobile", "xs"]) expect(hideOnMobile(device)).toEqual({ kind: "mobileOnly" });
  });
});
