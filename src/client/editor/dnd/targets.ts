// Where a dragged widget would land, as pure functions of the document: the slots (regions that accept the widget,
// in visual order), the next target for an arrow key (the keyboard sensor), and the target under a pointer.
// Indexes are "after removal" (moveWidget's convention): a widget moved within its own region counts the region
// without itself.
import { acceptsWidgetIn, type LayoutCatalog } from "../model/catalog";
import { locate } from "../model/paths";
import { sectionRegions } from "../model/regions";
import type { EditorDocument, EditorNode, WidgetTarget } from "../model/types";

export type ArrowKey = "up" | "down" | "left" | "right";

export interface Slot {
  sectionID: string;
  sectionIndex: number;
  region: string;
  /** Widgets in the region once the moving widget is taken out: positions go from 0 to `length`. */
  length: number;
}

function regionItems(section: EditorNode, region: string): unknown[] {
  const items = section[region];
  return Array.isArray(items) ? items : [];
}

const isMoving = (item: unknown, movingID: string | null) =>
  movingID !== null &&
  typeof item === "object" &&
  item !== null &&
  "$editorID" in item &&
  item.$editorID === movingID;

/** Whether `widgetKey` may go in a region: the section must allow it, and breadcrumbs regions take breadcrumbs only. */
export function acceptsWidget(
  catalog: LayoutCatalog,
  section: EditorNode,
  region: string,
  widgetKey: string,
): boolean {
  return acceptsWidgetIn(catalog, section.$hydrate, region, widgetKey);
}

/** The regions (in visual order, section by section) where `widgetKey` may go. */
export function widgetSlots(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  widgetKey: string,
  movingID: string | null,
): Slot[] {
  return doc.layout.flatMap((section, sectionIndex) =>
    sectionRegions(section.$hydrate)
      // An empty breadcrumbs region is hidden on the canvas (the section toolbar's toggle adds breadcrumbs).
      .filter((region) => region !== "breadcrumbs" || regionItems(section, region).length > 0)
      .filter((region) => acceptsWidget(catalog, section, region, widgetKey))
      .map((region) => ({
        sectionID: section.$editorID,
        sectionIndex,
        region,
        length: regionItems(section, region).filter((item) => !isMoving(item, movingID)).length,
      })),
  );
}

const sameSlot = (slot: Slot, target: WidgetTarget) =>
  slot.sectionID === target.sectionID && slot.region === target.region;

/**
 * The target an arrow key leads to: up/down step one position, crossing into the previous region's end or the next
 * region's start (and so across sections); left/right jump to the previous/next region at the same position
 * (clamped). null at the edges of the layout, or when no region accepts the widget.
 */
export function nextWidgetTarget(
  slots: readonly Slot[],
  current: WidgetTarget | null,
  key: ArrowKey,
): WidgetTarget | null {
  if (slots.length === 0) return null;
  const at = current ? slots.findIndex((slot) => sameSlot(slot, current)) : -1;
  const slot = slots[at];
  if (!current || !slot) {
    // Not in an accepting region yet (e.g. a palette item picked up): start at the first place there is.
    const first = slots[0] as Slot;
    return { sectionID: first.sectionID, region: first.region, index: 0 };
  }
  const index = Math.min(current.index, slot.length);
  const toSlot = (next: Slot | undefined, nextIndex: (s: Slot) => number): WidgetTarget | null =>
    next ? { sectionID: next.sectionID, region: next.region, index: nextIndex(next) } : null;
  switch (key) {
    case "up":
      return index > 0 ? { ...current, index: index - 1 } : toSlot(slots[at - 1], (s) => s.length);
    case "down":
      return index < slot.length ? { ...current, index: index + 1 } : toSlot(slots[at + 1], () => 0);
    case "left":
      return toSlot(slots[at - 1], (s) => Math.min(index, s.length));
    case "right":
      return toSlot(slots[at + 1], (s) => Math.min(index, s.length));
  }
}

export interface PointerOver {
  kind: "widget" | "region";
  sectionID: string;
  region: string;
  /** Over a widget: its id. */
  editorID?: string;
  /** Over a widget: whether the dragged item's centre is below the widget's middle (drop after it). */
  after?: boolean;
}

/** The target under the pointer, with whether that region accepts the widget. null when over nothing usable. */
export function pointerWidgetTarget(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  widgetKey: string,
  movingID: string | null,
  over: PointerOver,
): { target: WidgetTarget; allowed: boolean } | null {
  const section = doc.layout.find((s) => s.$editorID === over.sectionID);
  if (!section) return null;
  const allowed = acceptsWidget(catalog, section, over.region, widgetKey);
  const items = regionItems(section, over.region);
  const from = movingID ? locate(doc, movingID) : null;
  const sameRegion = from !== null && from.sectionID === over.sectionID && from.region === over.region;
  if (over.kind === "region" || over.editorID === undefined) {
    const length = items.filter((item) => !isMoving(item, movingID)).length;
    return { target: { sectionID: over.sectionID, region: over.region, index: length }, allowed };
  }
  if (over.editorID === movingID && from) return { target: from, allowed: true };
  const overIndex = items.findIndex(
    (item) =>
      typeof item === "object" && item !== null && "$editorID" in item && item.$editorID === over.editorID,
  );
  if (overIndex < 0) return null;
  const afterRemoval = sameRegion && from && from.index < overIndex ? overIndex - 1 : overIndex;
  return {
    target: { sectionID: over.sectionID, region: over.region, index: afterRemoval + (over.after ? 1 : 0) },
    allowed,
  };
}

/** Whether a target is where the widget already is (dropping there changes nothing). */
export function isCurrentPlace(doc: EditorDocument, widgetID: string, target: WidgetTarget): boolean {
  const from = locate(doc, widgetID);
  return (
    from !== null &&
    from.sectionID === target.sectionID &&
    from.region === target.region &&
    from.index === target.index
  );
}

/** The section index an arrow key leads a dragged section to (up/left earlier, down/right later), or null. */
export function nextSectionIndex(sectionCount: number, current: number, key: ArrowKey): number | null {
  const next = key === "up" || key === "left" ? current - 1 : current + 1;
  return next >= 0 && next < sectionCount ? next : null;
}
