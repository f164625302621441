// What screen readers hear while dragging, by name: "Recent Posts moved to secondary column, position 2 of 4,
// section 2". Pure: built from the document, so the texts are unit-tested without a drag. Each takes the page's
// `t` (English by default).
import { msg } from "../../../lib/i18n/msg";
import { englishT, type TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { catalogItem } from "../model/catalog";
import { findNode, locate } from "../model/paths";
import { nodeLabel, regionLabel } from "../model/regions";
import type { EditorDocument, WidgetTarget } from "../model/types";

export const SCREEN_READER_INSTRUCTIONS = msg(
  "To pick up a widget or a section, press Space. While dragging, use the arrow keys to move it: up and down step through positions, left and right jump to the previous or next region. Press Space again to drop it there, or Escape to cancel. Press Enter to select it instead.",
);

function regionCount(doc: EditorDocument, target: WidgetTarget): number {
  const section = doc.layout.find((s) => s.$editorID === target.sectionID);
  const items = section?.[target.region];
  return Array.isArray(items) ? items.length : 0;
}

/** The size of the target region once the widget is in it. */
function countWith(doc: EditorDocument, target: WidgetTarget, widgetID: string | null): number {
  const base = regionCount(doc, target);
  const from = widgetID ? locate(doc, widgetID) : null;
  const alreadyThere = from !== null && from.sectionID === target.sectionID && from.region === target.region;
  return alreadyThere ? base : base + 1;
}

/** "secondary column, position 2 of 4, section 2" for a widget (or a palette item when widgetID is null). */
export function describeTarget(
  doc: EditorDocument,
  target: WidgetTarget,
  widgetID: string | null,
  t: TranslateFn = englishT,
): string {
  const sectionIndex = doc.layout.findIndex((s) => s.$editorID === target.sectionID);
  const section = doc.layout[sectionIndex];
  if (!section) return t("an unknown place");
  return t("{region}, position {position} of {count}, section {section}", {
    region: regionLabel(section.$hydrate, target.region, t),
    position: target.index + 1,
    count: countWith(doc, target, widgetID),
    section: sectionIndex + 1,
  });
}

/** "the full width region of section 1": where a refused widget was headed. */
export function describeRegion(doc: EditorDocument, target: WidgetTarget, t: TranslateFn = englishT): string {
  const sectionIndex = doc.layout.findIndex((s) => s.$editorID === target.sectionID);
  const section = doc.layout[sectionIndex];
  if (!section) return t("that region");
  return t("the {region} of section {section}", {
    region: regionLabel(section.$hydrate, target.region, t),
    section: sectionIndex + 1,
  });
}

export function widgetName(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  widgetID: string,
  t: TranslateFn = englishT,
): string {
  const node = findNode(doc, widgetID);
  return node ? nodeLabel(node, catalog) : t("The widget");
}

export function paletteName(catalog: LayoutCatalog, widgetKey: string): string {
  return catalogItem(catalog, widgetKey)?.name ?? widgetKey;
}

export function sectionName(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  sectionID: string,
  t: TranslateFn = englishT,
): string {
  const index = doc.layout.findIndex((s) => s.$editorID === sectionID);
  const section = doc.layout[index];
  return section
    ? t("Section {number} ({name})", { number: index + 1, name: nodeLabel(section, catalog) })
    : t("The section");
}

export const pickedUpText = (name: string, place: string, t: TranslateFn = englishT) =>
  t("Picked up {name}, in {place}. Arrow keys move it, Space drops it, Escape cancels.", { name, place });
export const pickedUpFromPaletteText = (name: string, t: TranslateFn = englishT) =>
  t("Picked up {name} from the palette. Arrow keys choose where it goes, Space drops it, Escape cancels.", {
    name,
  });
export const overText = (name: string, place: string, t: TranslateFn = englishT) =>
  t("{name} is over {place}.", { name, place });
export const refusedOverText = (name: string, region: string, t: TranslateFn = englishT) =>
  t("{name} can't go in {region}.", { name, region });
export const movedText = (name: string, place: string, t: TranslateFn = englishT) =>
  t("{name} moved to {place}.", { name, place });
export const addedText = (name: string, place: string, t: TranslateFn = englishT) =>
  t("{name} added to {place}.", { name, place });
export const notMovedText = (name: string, t: TranslateFn = englishT) => t("{name} was not moved.", { name });
export const cancelledText = (name: string, t: TranslateFn = englishT) =>
  t("Cancelled. {name} was not moved.", { name });
