// The cost meter's measurements (docs/reference/layout-documents.md#cost-meter), taken while the server hydrates an
// editor preview (POST /layouts/hydrate) and only then: each widget node the editor named gets its database queries
// (counted through the Db handle, db/query-meter.ts), the JSON bytes of what it hydrated to, its time, and whether a
// phone's page view hydrates it at all (the mobile figure leaves out those it does not). Its own steps of the hydrate
// walk (filters; props, data and fragments) run one widget at a time, so a widget's time is its own and not its wait
// behind its neighbours; the nodes inside a section are widgets of their own.
import { performance } from "node:perf_hooks";
import { deviceCost, roundMs } from "../../lib/layout/cost-budget";
import type { WidgetStep } from "../../lib/layout/hydrate";
import type { LayoutPreviewCost, WidgetCost } from "../../types/generated/api/layout-preview-cost";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import { countQueries, currentTally, type QueryTally } from "../db/query-meter";

/** The title bar has no editor id; the cost meter names it like the editor does (TITLE_BAR_ID). */
export const TITLE_BAR_COST_ID = "titleBar";

type Step = <T>(widget: WidgetStep, work: () => Promise<T>) => Promise<T>;

/** What hydrate-layout.ts hands the walk: the step for the layout's nodes, and one naming the title bar. */
export interface CostSteps {
  step: Step;
  titleBarStep: Step;
}

interface WidgetTally extends QueryTally {
  id: string;
  hydrateKey: string;
  ms: number;
}

export interface CostMeter extends CostSteps {
  /** Runs the whole hydration, counting what belongs to no widget as the page's. */
  measure<T>(work: () => Promise<T>): Promise<T>;
  /** The measurements of the hydration `measure` ran, which answered `hydrated`. */
  report(hydrated: HydratedLayout): LayoutPreviewCost;
}

const byteSize = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The nearest hydrated nodes carrying an editor id inside `value` (not inside those). */
function namedNodes(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) {
    for (const item of value) namedNodes(item, found);
  } else if (isObject(value)) {
    if (typeof value.$id === "string" && typeof value.$reactComponent === "string") found.push(value);
    else for (const child of Object.values(value)) namedNodes(child, found);
  }
  return found;
}

/** Each named node's own bytes: its JSON less that of the named nodes inside it, which count on their own. */
function ownBytes(id: string, node: { $reactProps?: unknown }, out: Map<string, number>): void {
  const inner = namedNodes(node.$reactProps);
  out.set(id, byteSize(node) - inner.reduce((sum, child) => sum + byteSize(child), 0));
  for (const child of inner) ownBytes(String(child.$id), child, out);
}

/** Each named node's component name (an error node's: the widget it stands for), for nodes without a tally. */
function nodeKeys(node: Record<string, unknown>, out: Map<string, string>): void {
  const props = isObject(node.$reactProps) ? node.$reactProps : {};
  out.set(String(node.$id), String(props.componentName ?? node.$reactComponent));
  for (const child of namedNodes(props)) nodeKeys(child, out);
}

export interface CostMeterOptions {
  /** The device the preview is hydrated for ("all": none named). */
  device?: LayoutPreviewCost["device"];
  /** The editor ids a phone's page view leaves out (lib/layout/mobile-hiding.ts). */
  mobileHidden?: ReadonlySet<string>;
}

export function createCostMeter({
  device = "all",
  mobileHidden = new Set(),
}: CostMeterOptions = {}): CostMeter {
  const page: QueryTally = { queries: 0 };
  const tallies = new Map<string, WidgetTally>();
  const widgetScopes = new WeakSet<QueryTally>();
  let ms = 0;
  let queue: Promise<void> = Promise.resolve();

  /** One widget step at a time (a promise chain). */
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const previous = queue;
    let release = () => {};
    queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }

  function tallyFor(id: string, hydrateKey: string): WidgetTally {
    let tally = tallies.get(id);
    if (!tally) {
      tally = { id, hydrateKey, queries: 0, ms: 0 };
      tallies.set(id, tally);
      widgetScopes.add(tally);
    }
    return tally;
  }

  const step: Step = (widget, work) => {
    const scope = currentTally();
    // A node the editor did not name (one a loader builds), or one stepped into from inside another widget's step:
    // part of the enclosing cost (and never waiting for the lock its enclosing step holds).
    if (widget.editorID === undefined || (scope && widgetScopes.has(scope))) return work();
    const tally = tallyFor(widget.editorID, widget.hydrateKey);
    return exclusive(() =>
      countQueries(tally, async () => {
        const started = performance.now();
        try {
          return await work();
        } finally {
          tally.ms += performance.now() - started;
        }
      }),
    );
  };

  return {
    step,
    titleBarStep: (widget, work) => step({ ...widget, editorID: widget.editorID ?? TITLE_BAR_COST_ID }, work),

    async measure(work) {
      const started = performance.now();
      try {
        return await countQueries(page, work);
      } finally {
        ms = performance.now() - started;
      }
    },

    report(hydrated) {
      const bytes = new Map<string, number>();
      for (const node of namedNodes(hydrated.layout)) ownBytes(String(node.$id), node, bytes);
      // A node that never reached its steps (an unknown widget) is named by its error's componentName.
      const keys = new Map<string, string>();
      for (const node of namedNodes(hydrated.layout)) nodeKeys(node, keys);
      // The title bar node carries no $id: named here.
      ownBytes(hydrated.titleBar.$id ?? TITLE_BAR_COST_ID, hydrated.titleBar, bytes);

      const ids = [...bytes.keys(), ...[...tallies.keys()].filter((id) => !bytes.has(id))];
      const widgets: WidgetCost[] = ids.map((id) => {
        const tally = tallies.get(id);
        return {
          id,
          hydrateKey: tally?.hydrateKey ?? keys.get(id) ?? "",
          queries: tally?.queries ?? 0,
          bytes: bytes.get(id) ?? 0,
          ms: roundMs(tally?.ms ?? 0),
          shown: bytes.has(id),
          mobile: !mobileHidden.has(id),
        };
      });
      const sum = (pick: (widget: WidgetCost) => number) => widgets.reduce((n, w) => n + pick(w), 0);
      const totalBytes = byteSize(hydrated);
      // The page's time is what the widgets' (rounded) times leave of the whole, so the parts add up to it.
      const pageCost = {
        queries: page.queries,
        bytes: Math.max(0, totalBytes - sum((w) => w.bytes)),
        ms: roundMs(Math.max(0, roundMs(ms) - sum((w) => w.ms))),
      };
      const measured = { deviceHiding: "server-mobile" as const, page: pageCost, widgets };
      return {
        ...measured,
        device,
        total: { queries: page.queries + sum((w) => w.queries), bytes: totalBytes, ms: roundMs(ms) },
        devices: {
          desktop: deviceCost(measured, "desktop"),
          tablet: deviceCost(measured, "tablet"),
          mobile: deviceCost(measured, "mobile"),
        },
      };
    },
  };
}
