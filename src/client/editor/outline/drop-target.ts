// What a drop in the outline means: the data the outline's draggables and droppables carry, and the operation
// target they add up to (a widget target, or a section index).
import { locate } from "../model/paths";
import type { EditorDocument, WidgetTarget } from "../model/types";

export type OutlineDragData =
  | { type: "widget"; editorID: string }
  | { type: "section"; editorID: string }
  | { type: "region"; sectionID: string; region: string };

export type OutlineDrop =
  | { kind: "widget"; widgetID: string; target: WidgetTarget }
  | { kind: "section"; sectionID: string; index: number };

/**
 * The move a drop asks for, or null when it is no move. Over a widget: before it, or after it when `after`;
 * over a region's own row: its start (the row sits above the region's widgets); over a section (dragging a
 * section): that section's place.
 */
export function dropTarget(
  doc: EditorDocument,
  active: OutlineDragData,
  over: OutlineDragData,
  after = false,
): OutlineDrop | null {
  if (active.type === "section") {
    if (over.type !== "section") return null;
    const from = doc.layout.findIndex((section) => section.$editorID === active.editorID);
    const to = doc.layout.findIndex((section) => section.$editorID === over.editorID);
    return from < 0 || to < 0 || from === to
      ? null
      : { kind: "section", sectionID: active.editorID, index: to };
  }
  if (active.type !== "widget") return null;
  const from = locate(doc, active.editorID);
  if (!from) return null;
  let target: WidgetTarget;
  if (over.type === "widget") {
    if (over.editorID === active.editorID) return null;
    const at = locate(doc, over.editorID);
    if (!at) return null;
    target = { ...at, index: at.index + (after ? 1 : 0) };
  } else if (over.type === "region") {
    target = { sectionID: over.sectionID, region: over.region, index: 0 };
  } else {
    return null;
  }
  // moveWidget counts the index after the widget left its old place.
  const sameRegion = target.sectionID === from.sectionID && target.region === from.region;
  if (sameRegion && from.index < target.index) target = { ...target, index: target.index - 1 };
  if (sameRegion && target.index === from.index) return null;
  return { kind: "widget", widgetID: active.editorID, target };
}
