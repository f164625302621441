// Where a palette item goes when inserted by click or Enter: the region an "Add widget" button picked, else right
// after the selected widget, else into the selected section, else the first region of the layout that accepts it.
// When the chosen place refuses the widget, the reason is given instead (the palette marks the item with it).

import { acceptsWidget, widgetSlots } from "../dnd/targets";
import { catalogItem, type LayoutCatalog } from "../model/catalog";
import { locate } from "../model/paths";
import { regionLabel, sectionRegions } from "../model/regions";
import type { EditorDocument, EditorNode, JsonObject, Selection, WidgetTarget } from "../model/types";

export type InsertPlan =
  | { target: WidgetTarget; reason?: undefined }
  | { target?: undefined; reason: string };

function regionLength(section: EditorNode, region: string): number {
  const items = section[region];
  return Array.isArray(items) ? items.length : 0;
}

function sectionName(doc: EditorDocument, catalog: LayoutCatalog, index: number): string {
  const section = doc.layout[index];
  const name = section ? (catalogItem(catalog, section.$hydrate)?.name ?? section.$hydrate) : "";
  return `section ${index + 1} (${name})`;
}

function refusal(doc: EditorDocument, catalog: LayoutCatalog, sectionIndex: number, region?: string): string {
  const section = doc.layout[sectionIndex];
  const where =
    region && section
      ? `the ${regionLabel(section.$hydrate, region)} of ${sectionName(doc, catalog, sectionIndex)}`
      : sectionName(doc, catalog, sectionIndex);
  return `Not allowed in ${where}`;
}

export function planInsert(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  widgetKey: string,
  selection: Selection,
  insertRegion: { sectionID: string; region: string } | null,
): InsertPlan {
  if (insertRegion) {
    const index = doc.layout.findIndex((s) => s.$editorID === insertRegion.sectionID);
    const section = doc.layout[index];
    if (section) {
      return acceptsWidget(catalog, section, insertRegion.region, widgetKey)
        ? { target: { ...insertRegion, index: regionLength(section, insertRegion.region) } }
        : { reason: refusal(doc, catalog, index, insertRegion.region) };
    }
  }
  if (selection?.kind === "widget") {
    const at = locate(doc, selection.id);
    const index = at ? doc.layout.findIndex((s) => s.$editorID === at.sectionID) : -1;
    const section = doc.layout[index];
    if (at && section) {
      return acceptsWidget(catalog, section, at.region, widgetKey)
        ? { target: { ...at, index: at.index + 1 } }
        : { reason: refusal(doc, catalog, index, at.region) };
    }
  }
  if (selection?.kind === "section") {
    const index = doc.layout.findIndex((s) => s.$editorID === selection.id);
    const section = doc.layout[index];
    if (section) {
      const region = sectionRegions(section.$hydrate).find((r) =>
        acceptsWidget(catalog, section, r, widgetKey),
      );
      return region
        ? { target: { sectionID: section.$editorID, region, index: regionLength(section, region) } }
        : { reason: refusal(doc, catalog, index) };
    }
  }
  const first = widgetSlots(doc, catalog, widgetKey, null)[0];
  return first
    ? { target: { sectionID: first.sectionID, region: first.region, index: first.length } }
    : { reason: "No section of this layout accepts it" };
}

/** The node a palette item inserts: the bare widget; the server fills its schema's defaults when it hydrates. */
export function newWidgetNode(widgetKey: string): JsonObject {
  return { $hydrate: widgetKey };
}

/**
 * What decides where a click inserts, as a short string (so a component can subscribe to it without re-rendering
 * on every edit elsewhere): the region picked by "Add widget", the selected widget's or section's place, or the
 * section types on the page.
 */
export function insertContextKey(
  doc: EditorDocument,
  selection: Selection,
  insertRegion: { sectionID: string; region: string } | null,
): string {
  const sectionAt = (id: string) => doc.layout.findIndex((s) => s.$editorID === id);
  if (insertRegion) {
    const index = sectionAt(insertRegion.sectionID);
    const section = doc.layout[index];
    if (section) return JSON.stringify(["region", section.$hydrate, insertRegion.region, index]);
  }
  if (selection?.kind === "widget") {
    const at = locate(doc, selection.id);
    const index = at ? sectionAt(at.sectionID) : -1;
    const section = doc.layout[index];
    if (at && section) return JSON.stringify(["widget", section.$hydrate, at.region, index]);
  }
  if (selection?.kind === "section") {
    const index = sectionAt(selection.id);
    const section = doc.layout[index];
    if (section) return JSON.stringify(["section", section.$hydrate, "", index]);
  }
  return JSON.stringify(["none", [...new Set(doc.layout.map((s) => s.$hydrate))].join(" "), "", -1]);
}

/** Why a click would not insert `widgetKey` in that context, or null when it would. */
export function refusalFor(catalog: LayoutCatalog, contextKey: string, widgetKey: string): string | null {
  const [kind, sectionKey, region, index] = JSON.parse(contextKey) as [string, string, string, number];
  const accepts = (key: string, r: string) =>
    acceptsWidget(catalog, { $hydrate: key, $editorID: "" }, r, widgetKey);
  const sectionName = `section ${index + 1} (${catalog.sections[sectionKey]?.name ?? sectionKey})`;
  if (kind === "region" || kind === "widget") {
    return accepts(sectionKey, region)
      ? null
      : `Not allowed in the ${regionLabel(sectionKey, region)} of ${sectionName}`;
  }
  if (kind === "section") {
    return sectionRegions(sectionKey).some((r) => accepts(sectionKey, r))
      ? null
      : `Not allowed in ${sectionName}`;
  }
  const keys = sectionKey.split(" ").filter(Boolean);
  return keys.some((key) => sectionRegions(key).some((r) => r !== "breadcrumbs" && accepts(key, r)))
    ? null
    : "No section of this layout accepts it";
}

/** Where a click inserts, in words, for the palette's hint line. */
export function insertHint(catalog: LayoutCatalog, contextKey: string): string {
  const [kind, sectionKey, region, index] = JSON.parse(contextKey) as [string, string, string, number];
  const sectionName = `section ${index + 1}`;
  if (kind === "region") return `Adds to the ${regionLabel(sectionKey, region)} of ${sectionName}.`;
  if (kind === "widget")
    return `Adds after the selected widget, in the ${regionLabel(sectionKey, region)} of ${sectionName}.`;
  if (kind === "section")
    return `Adds to ${sectionName} (${catalog.sections[sectionKey]?.name ?? sectionKey}).`;
  return "Adds to the first section that accepts the widget. Select a widget or section to choose the place.";
}
