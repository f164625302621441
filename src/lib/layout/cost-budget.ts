// The cost meter's arithmetic (docs/reference/layout-documents.md#cost-meter), over what the server measured while it
// hydrated an editor preview (LayoutPreviewCost): what a page view costs per device, the budget and what exceeds it,
// and what hiding a widget on mobile saves. Shared by the server (the per-device totals it answers) and the editor's
// panel (warnings), so both count alike.

import type {
  CostAmount,
  LayoutPreviewCost,
  WidgetCost,
} from "../../types/generated/api/layout-preview-cost";
import type { Middleware } from "../../types/generated/layout/middleware";
import { excludesMobile } from "./mobile-hiding";
import { deviceCoverage } from "./visibility-matrix";

export type { CostAmount, LayoutPreviewCost, WidgetCost };

export type CostMetric = keyof CostAmount;
export const COST_METRICS: readonly CostMetric[] = ["queries", "bytes", "ms"];

export type CostDevice = keyof LayoutPreviewCost["devices"];
export const COST_DEVICES: readonly CostDevice[] = ["desktop", "tablet", "mobile"];

export type DeviceHiding = LayoutPreviewCost["deviceHiding"];
type NodeDevice = NonNullable<NonNullable<Middleware["visibility"]>["device"]>;

/** Limits for one widget and for a whole page view (the layout). */
export interface CostBudget {
  widget: CostAmount;
  layout: CostAmount;
}

/**
 * Measured on the demo site with cold caches (docs/reference/layout-documents.md#cost-meter): a discussion list of
 * 10 runs 6 queries and sends 13 KB, a discussion's original post 11 queries; tabbed posts (4 tabs of 10) 25 queries
 * and 37 KB, as heavy as a discussion's comment thread (23 queries, 42 KB). The home template costs 17 queries and
 * 21 KB in all, the discussion template 55 queries and 50 KB. So a widget over these limits is one of those heavy
 * few, and a page over them heavier than any template.
 */
export const DEFAULT_COST_BUDGET: CostBudget = {
  widget: { queries: 15, bytes: 32 * 1024, ms: 250 },
  layout: { queries: 60, bytes: 160 * 1024, ms: 1000 },
};

/** Beyond any page: larger values are refused as typing mistakes. */
const BUDGET_MAXIMUM: CostAmount = { queries: 10_000, bytes: 1024 ** 3, ms: 600_000 };

export const ZERO_COST: CostAmount = { queries: 0, bytes: 0, ms: 0 };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One limit: a whole number of queries or bytes, a number of milliseconds; anything else is not a limit. */
export function isBudgetValue(metric: CostMetric, value: unknown): value is number {
  if (typeof value !== "number" || !Number.isFinite(value)) return false;
  if (value < 0 || value > BUDGET_MAXIMUM[metric]) return false;
  return metric === "ms" || Number.isInteger(value);
}

function readAmount(value: unknown, fallback: CostAmount): CostAmount {
  const source = isRecord(value) ? value : {};
  const read = (metric: CostMetric) => {
    const limit = source[metric];
    return isBudgetValue(metric, limit) ? limit : fallback[metric];
  };
  return { queries: read("queries"), bytes: read("bytes"), ms: read("ms") };
}

/** A stored budget (any JSON value) read limit by limit: a missing or broken limit is the default one. */
export function readCostBudget(value: unknown): CostBudget {
  const source = isRecord(value) ? value : {};
  return {
    widget: readAmount(source.widget, DEFAULT_COST_BUDGET.widget),
    layout: readAmount(source.layout, DEFAULT_COST_BUDGET.layout),
  };
}

export function addCosts(a: CostAmount, b: CostAmount): CostAmount {
  return { queries: a.queries + b.queries, bytes: a.bytes + b.bytes, ms: a.ms + b.ms };
}

/** Rounds milliseconds to hundredths, so answers do not carry float noise. */
export const roundMs = (ms: number): number => Math.round(ms * 100) / 100;

const amountOf = ({ queries, bytes, ms }: CostAmount): CostAmount => ({ queries, bytes, ms });

/**
 * The widgets a page view on `device` pays for: a phone's leaves out those hidden on mobile, which the server does
 * not hydrate for it; a tablet or desktop one (and one of an unknown device) pays for every widget.
 */
export function paidWidgets(
  cost: Pick<LayoutPreviewCost, "widgets" | "deviceHiding">,
  device: CostDevice,
): WidgetCost[] {
  switch (cost.deviceHiding) {
    case "server-mobile":
      return device === "mobile" ? cost.widgets.filter((widget) => widget.mobile) : cost.widgets;
  }
}

/** What one page view on `device` costs: the page-level work and every widget it pays for. */
export function deviceCost(
  cost: Pick<LayoutPreviewCost, "page" | "widgets" | "deviceHiding">,
  device: CostDevice,
): CostAmount {
  const total = paidWidgets(cost, device).reduce(
    (sum, widget) => addCosts(sum, amountOf(widget)),
    amountOf(cost.page),
  );
  return { ...total, ms: roundMs(total.ms) };
}

/**
 * What hiding the widget on mobile saves a phone's page view (or saved, when hidden there already): its own cost as
 * measured, as a phone's page view does not hydrate it. The widgets inside it are rows of their own.
 */
export function mobileHidingSavings(widget: WidgetCost, hiding: DeviceHiding): CostAmount {
  switch (hiding) {
    case "server-mobile":
      return amountOf(widget);
  }
}

export interface Overrun {
  metric: CostMetric;
  value: number;
  limit: number;
}

/** The metrics of `amount` above their limit, in COST_METRICS order. */
export function overruns(amount: CostAmount, limit: CostAmount): Overrun[] {
  return COST_METRICS.filter((metric) => amount[metric] > limit[metric]).map((metric) => ({
    metric,
    value: amount[metric],
    limit: limit[metric],
  }));
}

export interface WidgetCheck {
  widget: WidgetCost;
  over: Overrun[];
}

export interface DeviceCheck {
  device: CostDevice;
  /** The page view's cost on this device, against the layout budget. */
  total: CostAmount;
  over: Overrun[];
  /** The widgets this device pays for, each against the widget budget. */
  widgets: WidgetCheck[];
  /** How many warnings: the layout's (one when it is over) and each widget over budget. */
  warnings: number;
}

export function checkDevice(cost: LayoutPreviewCost, budget: CostBudget, device: CostDevice): DeviceCheck {
  const total = deviceCost(cost, device);
  const over = overruns(total, budget.layout);
  const widgets = paidWidgets(cost, device).map((widget) => ({
    widget,
    over: overruns(widget, budget.widget),
  }));
  const overWidgets = widgets.filter((check) => check.over.length > 0).length;
  return { device, total, over, widgets, warnings: overWidgets + (over.length > 0 ? 1 : 0) };
}

export function checkCost(cost: LayoutPreviewCost, budget: CostBudget): Record<CostDevice, DeviceCheck> {
  return {
    desktop: checkDevice(cost, budget, "desktop"),
    tablet: checkDevice(cost, budget, "tablet"),
    mobile: checkDevice(cost, budget, "mobile"),
  };
}

/**
 * What "hide on mobile" does to a node's `$middleware.visibility.device` (docs/reference/layout-documents.md#middlewares):
 * a node on every device goes to "desktop" (wider than 800 px: tablets included); one already kept off mobile
 * (desktop, tablet, no_bleed) has nothing to hide; one shown only on mobile (mobile, xs) would be shown nowhere, so
 * the author is told instead. A value this code does not know shows everywhere, as the renderer treats it.
 */
export type HideOnMobile = { kind: "hide"; device: "desktop" } | { kind: "hidden" } | { kind: "mobileOnly" };

export function hideOnMobile(device: NodeDevice | string | undefined): HideOnMobile {
  if (excludesMobile(device)) return { kind: "hidden" };
  const coverage = deviceCoverage(device);
  if (coverage.desktop === "none" && coverage.tablet === "none") return { kind: "mobileOnly" };
  return { kind: "hide", device: "desktop" };
}
