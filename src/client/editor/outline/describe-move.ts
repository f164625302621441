// Announcements for moves, by name: "Recent Posts moved to secondary column, position 2 of 4, section 2", and the
// same words while a drag hovers a place ("Recent Posts over secondary column, …"). Said with the page's `t`.
import { englishT, type TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { EditorOperationError } from "../model/errors";
import { moveSection, moveWidget } from "../model/ops";
import { findNode, locate } from "../model/paths";
import { nodeLabel, regionLabel } from "../model/regions";
import type { EditorDocument, WidgetTarget } from "../model/types";

/** Whether the item moved there, or a drag hovers there. */
type MoveTense = "moved" | "over";

/** Where a widget sits, in words; "" for an unknown id. */
export function describeWidgetMove(
  doc: EditorDocument,
  widgetID: string,
  catalog: LayoutCatalog,
  tense: MoveTense = "moved",
  t: TranslateFn = englishT,
): string {
  const at = locate(doc, widgetID);
  const widget = findNode(doc, widgetID);
  const sectionIndex = doc.layout.findIndex((section) => section.$editorID === at?.sectionID);
  const section = doc.layout[sectionIndex];
  if (!at || !widget || !section) return "";
  const items = section[at.region];
  const values = {
    name: nodeLabel(widget, catalog),
    region: regionLabel(section.$hydrate, at.region, t),
    position: at.index + 1,
    count: Array.isArray(items) ? items.length : 0,
    section: sectionIndex + 1,
  };
  return tense === "over"
    ? t("{name} over {region}, position {position} of {count}, section {section}", values)
    : t("{name} moved to {region}, position {position} of {count}, section {section}", values);
}

/** Where a section sits: "2 Columns moved to position 3 of 5". */
export function describeSectionMove(
  doc: EditorDocument,
  sectionID: string,
  catalog: LayoutCatalog,
  tense: MoveTense = "moved",
  t: TranslateFn = englishT,
): string {
  const index = doc.layout.findIndex((section) => section.$editorID === sectionID);
  const section = doc.layout[index];
  if (!section) return "";
  const values = { name: nodeLabel(section, catalog), position: index + 1, count: doc.layout.length };
  return tense === "over"
    ? t("{name} over position {position} of {count}", values)
    : t("{name} moved to position {position} of {count}", values);
}

/** What dropping a widget at a target would do, said before the drop (or why it cannot go there). */
export function describeWidgetTarget(
  doc: EditorDocument,
  widgetID: string,
  target: WidgetTarget,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): string {
  try {
    return describeWidgetMove(moveWidget(doc, widgetID, target, catalog), widgetID, catalog, "over", t);
  } catch (error) {
    if (error instanceof EditorOperationError) return error.say(t);
    throw error;
  }
}

/** What dropping a section at an index would do, said before the drop. */
export function describeSectionTarget(
  doc: EditorDocument,
  sectionID: string,
  index: number,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): string {
  return describeSectionMove(moveSection(doc, sectionID, index), sectionID, catalog, "over", t);
}
