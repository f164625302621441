// The cost meter's rows for one device: the title bar and every widget of the document in document order, each with
// what the server measured for it in the shown preview (null when it was added since), the budget it exceeds, whether
// the device draws it, what hiding it on mobile saves and does; the sections' own bytes and time join the page's
// line, as nobody tunes a section.
import { isVisibleOn, type NodeDevice } from "../../../layout/device";
import {
  addCosts,
  type CostAmount,
  type CostBudget,
  type CostDevice,
  checkDevice,
  type DeviceCheck,
  type HideOnMobile,
  hideOnMobile,
  type LayoutPreviewCost,
  mobileHidingSavings,
  type Overrun,
  roundMs,
  type WidgetCost,
  ZERO_COST,
} from "../../../lib/layout/cost-budget";
import { mobileHiddenIDs } from "../../../lib/layout/mobile-hiding";
import { englishT, type TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { walkNodes } from "../model/paths";
import { nodeLabel, regionLabel } from "../model/regions";
import { type EditorDocument, TITLE_BAR_ID } from "../model/types";

export interface CostRow {
  /** The widget's editor id, or TITLE_BAR_ID. */
  editorID: string;
  kind: "widget" | "titleBar";
  name: string;
  /** "secondary column, section 2"; "" for the title bar. */
  where: string;
  /** null: not in the shown preview yet (added since; the next preview measures it). */
  cost: WidgetCost | null;
  over: Overrun[];
  /** Whether the device draws it (its $middleware.visibility.device). */
  drawn: boolean;
  /** A mobile preview left it out, as a phone's page view does (hidden on mobile): it was not measured. */
  leftOutOnPhone: boolean;
  /** What hiding it on mobile saves a mobile page view, and what hiding it there would write. */
  savings: CostAmount;
  hide: HideOnMobile;
}

export interface CostView {
  device: CostDevice;
  check: DeviceCheck;
  rows: CostRow[];
  /** The page's own work with the sections' (their few bytes of layout). */
  pageAndSections: CostAmount;
}

export function costView(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  cost: LayoutPreviewCost,
  budget: CostBudget,
  device: CostDevice,
  t: TranslateFn = englishT,
): CostView {
  const check = checkDevice(cost, budget, device);
  const overByID = new Map(check.widgets.map((item) => [item.widget.id, item.over]));
  const costByID = new Map(cost.widgets.map((widget) => [widget.id, widget]));
  // A mobile preview hydrates nothing hidden on mobile, nor what such a section holds.
  const offPhone = cost.device === "mobile" ? mobileHiddenIDs(doc.layout) : new Set<string>();
  const row = (
    editorID: string,
    kind: CostRow["kind"],
    name: string,
    where: string,
    nodeDevice: unknown,
  ): CostRow => {
    const measured = costByID.get(editorID) ?? null;
    const deviceValue = typeof nodeDevice === "string" ? nodeDevice : undefined;
    return {
      editorID,
      kind,
      name,
      where,
      cost: measured,
      over: overByID.get(editorID) ?? [],
      // A value this editor does not know is shown everywhere, as the renderer does.
      drawn: isVisibleOn(deviceValue as NodeDevice | undefined, device),
      leftOutOnPhone: offPhone.has(editorID),
      savings: measured ? mobileHidingSavings(measured, cost.deviceHiding) : ZERO_COST,
      hide: kind === "titleBar" ? { kind: "hidden" } : hideOnMobile(deviceValue),
    };
  };
  const visibilityOf = (middleware: unknown): unknown =>
    (middleware as { visibility?: { device?: unknown } } | undefined)?.visibility?.device;

  const rows: CostRow[] = [
    row(TITLE_BAR_ID, "titleBar", t("Title bar"), "", visibilityOf(doc.titleBar.$middleware)),
  ];
  let sections = ZERO_COST;
  for (const entry of walkNodes(doc)) {
    const id = entry.node.$editorID;
    if (entry.kind === "section") {
      const measured = costByID.get(id);
      if (measured) sections = addCosts(sections, measured);
      continue;
    }
    const section = doc.layout[entry.sectionIndex];
    const where =
      section && entry.region
        ? t("{region}, section {number}", {
            region: regionLabel(section.$hydrate, entry.region, t),
            number: entry.sectionIndex + 1,
          })
        : "";
    rows.push(row(id, "widget", nodeLabel(entry.node, catalog), where, visibilityOf(entry.node.$middleware)));
  }
  const pageAndSections = addCosts(cost.page, sections);
  return { device, check, rows, pageAndSections: { ...pageAndSections, ms: roundMs(pageAndSections.ms) } };
}
