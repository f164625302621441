// What the server's cost meter would answer for an editor document (LayoutPreviewCost), for unit tests and stories:
// each section and widget, and the title bar, with figures like those measured on the demo site per widget kind
// (docs/reference/layout-documents.md#cost-meter), or the ones a test sets.

import { walkNodes } from "../../src/client/editor/model/paths";
import type { EditorDocument } from "../../src/client/editor/model/types";
import { deviceCost, roundMs } from "../../src/lib/layout/cost-budget";
import { mobileHiddenIDs } from "../../src/lib/layout/mobile-hiding";
import type {
  CostAmount,
  LayoutPreviewCost,
  WidgetCost,
} from "../../src/types/generated/api/layout-preview-cost";

/** Typical figures per hydrate key (queries, bytes, ms), measured on the demo seed with cold caches. */
const TYPICAL: Record<string, CostAmount> = {
  "react.discussion.discussions": { queries: 6, bytes: 13_022, ms: 38.4 },
  "react.tabs": { queries: 25, bytes: 38_132, ms: 212.5 },
  "react.categories": { queries: 1, bytes: 2_197, ms: 25.1 },
  "react.tag": { queries: 1, bytes: 1_253, ms: 6.4 },
  "react.sitetotals": { queries: 2, bytes: 818, ms: 29.9 },
  "react.leaderboard": { queries: 1, bytes: 1_960, ms: 29.7 },
  "react.titleBar": { queries: 5, bytes: 1_410, ms: 22.9 },
};
const SECTION: CostAmount = { queries: 0, bytes: 96, ms: 0.2 };
const OTHER: CostAmount = { queries: 0, bytes: 520, ms: 0.3 };

export interface CostFixtureOptions {
  /** Figures for some nodes by editor id (titleBar for the title bar). */
  widgets?: Record<string, Partial<WidgetCost>>;
  page?: CostAmount;
}

export function editorCostFixture(doc: EditorDocument, options: CostFixtureOptions = {}): LayoutPreviewCost {
  const nodes = [
    { id: "titleBar", hydrateKey: String(doc.titleBar.$hydrate ?? "react.titleBar"), section: false },
    ...walkNodes(doc).map((entry) => ({
      id: entry.node.$editorID,
      hydrateKey: entry.node.$hydrate,
      section: entry.kind === "section",
    })),
  ];
  // A phone's page view leaves out what is hidden on mobile (src/lib/layout/mobile-hiding.ts).
  const offMobile = mobileHiddenIDs(doc.layout);
  const widgets: WidgetCost[] = nodes.map(({ id, hydrateKey, section }) => ({
    id,
    hydrateKey,
    ...(section ? SECTION : (TYPICAL[hydrateKey] ?? OTHER)),
    shown: true,
    mobile: !offMobile.has(id),
    ...options.widgets?.[id],
  }));
  const page = options.page ?? { queries: 1, bytes: 140, ms: 12.5 };
  const measured = { deviceHiding: "server-mobile" as const, page, widgets };
  const total = deviceCost(measured, "desktop");
  return {
    ...measured,
    device: "all",
    total: { ...total, ms: roundMs(total.ms) },
    devices: {
      desktop: deviceCost(measured, "desktop"),
      tablet: deviceCost(measured, "tablet"),
      mobile: deviceCost(measured, "mobile"),
    },
  };
}
