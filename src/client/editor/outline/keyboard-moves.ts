// Moves without a drag (Alt+ArrowUp/Down on a focused outline item): a widget steps one place within its region,
// and past the region's edge into the neighbouring region or section that allows it; a section steps one place.
import { isAllowedIn, type LayoutCatalog } from "../model/catalog";
import { findNode, locate } from "../model/paths";
import { sectionRegions } from "../model/regions";
import type { EditorDocument, WidgetTarget } from "../model/types";

export type MoveDirection = -1 | 1;

const regionLength = (section: Record<string, unknown>, region: string) =>
  Array.isArray(section[region]) ? (section[region] as unknown[]).length : 0;

/** Where a widget goes one step up (-1) or down (1); null when it cannot go further. */
export function stepWidgetTarget(
  doc: EditorDocument,
  widgetID: string,
  direction: MoveDirection,
  catalog: LayoutCatalog,
): WidgetTarget | null {
  const from = locate(doc, widgetID);
  const widget = findNode(doc, widgetID);
  if (!from || !widget) return null;
  const section = doc.layout.find((s) => s.$editorID === from.sectionID);
  if (!section) return null;
  const length = regionLength(section, from.region);
  const inside = from.index + direction;
  if (inside >= 0 && inside < length) return { ...from, index: inside };

  // Every region of the layout in visual order; the breadcrumbs region only takes breadcrumbs.
  const slots = doc.layout.flatMap((s) =>
    sectionRegions(s.$hydrate)
      .filter((region) => region !== "breadcrumbs" || widget.$hydrate === "react.breadcrumbs")
      .map((region) => ({ section: s, region })),
  );
  const current = slots.findIndex(
    (slot) => slot.section.$editorID === from.sectionID && slot.region === from.region,
  );
  for (let i = current + direction; i >= 0 && i < slots.length; i += direction) {
    const slot = slots[i];
    if (!slot || !isAllowedIn(catalog, slot.section.$hydrate, widget.$hydrate)) continue;
    // Entering from below lands at the end of the region, from above at its start.
    const index = direction === -1 ? regionLength(slot.section, slot.region) : 0;
    return { sectionID: slot.section.$editorID, region: slot.region, index };
  }
  return null;
}

/** The index a section goes to one step up or down; null at the ends. */
export function stepSectionIndex(
  doc: EditorDocument,
  sectionID: string,
  direction: MoveDirection,
): number | null {
  const index = doc.layout.findIndex((section) => section.$editorID === sectionID);
  if (index < 0) return null;
  const next = index + direction;
  return next >= 0 && next < doc.layout.length ? next : null;
}
