// Announcements for moves, by name: "Recent Posts moved to secondary column, position 2 of 4, section 2", and the
// same words while a drag hovers a place ("Recent Posts over secondary column, …").
import type { LayoutCatalog } from "../model/catalog";
import { EditorOperationError } from "../model/errors";
import { moveSection, moveWidget } from "../model/ops";
import { findNode, locate } from "../model/paths";
import { nodeLabel, regionLabel } from "../model/regions";
import type { EditorDocument, WidgetTarget } from "../model/types";

/** Where a widget sits, in words after `verb`; "" for an unknown id. */
export function describeWidgetMove(
  doc: EditorDocument,
  widgetID: string,
  catalog: LayoutCatalog,
  verb = "moved to",
): string {
  const at = locate(doc, widgetID);
  const widget = findNode(doc, widgetID);
  const sectionIndex = doc.layout.findIndex((section) => section.$editorID === at?.sectionID);
  const section = doc.layout[sectionIndex];
  if (!at || !widget || !section) return "";
  const items = section[at.region];
  const count = Array.isArray(items) ? items.length : 0;
  return `${nodeLabel(widget, catalog)} ${verb} ${regionLabel(section.$hydrate, at.region)}, position ${
    at.index + 1
  } of ${count}, section ${sectionIndex + 1}`;
}

/** Where a section sits: "2 Columns moved to position 3 of 5". */
export function describeSectionMove(
  doc: EditorDocument,
  sectionID: string,
  catalog: LayoutCatalog,
  verb = "moved to",
): string {
  const index = doc.layout.findIndex((section) => section.$editorID === sectionID);
  const section = doc.layout[index];
  if (!section) return "";
  return `${nodeLabel(section, catalog)} ${verb} position ${index + 1} of ${doc.layout.length}`;
}

/** What dropping a widget at a target would do, said before the drop (or why it cannot go there). */
export function describeWidgetTarget(
  doc: EditorDocument,
  widgetID: string,
  target: WidgetTarget,
  catalog: LayoutCatalog,
): string {
  try {
    return describeWidgetMove(moveWidget(doc, widgetID, target, catalog), widgetID, catalog, "over");
  } catch (error) {
    if (error instanceof EditorOperationError) return error.message;
    throw error;
  }
}

/** What dropping a section at an index would do, said before the drop. */
export function describeSectionTarget(
  doc: EditorDocument,
  sectionID: string,
  index: number,
  catalog: LayoutCatalog,
): string {
  return describeSectionMove(moveSection(doc, sectionID, index), sectionID, catalog, "over");
}
