// Where a palette item goes when inserted by click or Enter: the region an "Add widget" button picked, else right
// after the selected widget, else into the selected section, else the first region of the layout that accepts it.
// When the chosen place refuses the widget, the reason is given instead (the palette marks the item with it).

import { msg } from "../../../lib/i18n/msg";
import { acceptsWidget, widgetSlots } from "../dnd/targets";
import { englishT, type TranslateFn } from "../i18n";
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

/** "Not allowed in the main column of section 2 (2 Columns - Default)", or in the section when no region is given. */
function notAllowed(
  t: TranslateFn,
  sectionKey: string,
  sectionIndex: number,
  name: string,
  region?: string,
): string {
  const values = { number: sectionIndex + 1, name };
  return region
    ? t("Not allowed in the {region} of section {number} ({name})", {
        ...values,
        region: regionLabel(sectionKey, region, t),
      })
    : t("Not allowed in section {number} ({name})", values);
}

function refusal(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  sectionIndex: number,
  t: TranslateFn,
  region?: string,
): string {
  const section = doc.layout[sectionIndex];
  const name = section ? (catalogItem(catalog, section.$hydrate)?.name ?? section.$hydrate) : "";
  return notAllowed(t, section?.$hydrate ?? "", sectionIndex, name, section ? region : undefined);
}

const NO_SECTION = msg("No section of this layout accepts it");

export function planInsert(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  widgetKey: string,
  selection: Selection,
  insertRegion: { sectionID: string; region: string } | null,
  t: TranslateFn = englishT,
): InsertPlan {
  if (insertRegion) {
    const index = doc.layout.findIndex((s) => s.$editorID === insertRegion.sectionID);
    const section = doc.layout[index];
    if (section) {
      return acceptsWidget(catalog, section, insertRegion.region, widgetKey)
        ? { target: { ...insertRegion, index: regionLength(section, insertRegion.region) } }
        : { reason: refusal(doc, catalog, index, t, insertRegion.region) };
    }
  }
  if (selection?.kind === "widget") {
    const at = locate(doc, selection.id);
    const index = at ? doc.layout.findIndex((s) => s.$editorID === at.sectionID) : -1;
    const section = doc.layout[index];
    if (at && section) {
      return acceptsWidget(catalog, section, at.region, widgetKey)
        ? { target: { ...at, index: at.index + 1 } }
        : { reason: refusal(doc, catalog, index, t, at.region) };
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
        : { reason: refusal(doc, catalog, index, t) };
    }
  }
  const first = widgetSlots(doc, catalog, widgetKey, null)[0];
  return first
    ? { target: { sectionID: first.sectionID, region: first.region, index: first.length } }
    : { reason: t(NO_SECTION) };
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
export function refusalFor(
  catalog: LayoutCatalog,
  contextKey: string,
  widgetKey: string,
  t: TranslateFn = englishT,
): string | null {
  const [kind, sectionKey, region, index] = JSON.parse(contextKey) as [string, string, string, number];
  const accepts = (key: string, r: string) =>
    acceptsWidget(catalog, { $hydrate: key, $editorID: "" }, r, widgetKey);
  const name = catalog.sections[sectionKey]?.name ?? sectionKey;
  if (kind === "region" || kind === "widget") {
    return accepts(sectionKey, region) ? null : notAllowed(t, sectionKey, index, name, region);
  }
  if (kind === "section") {
    return sectionRegions(sectionKey).some((r) => accepts(sectionKey, r))
      ? null
      : notAllowed(t, sectionKey, index, name);
  }
  const keys = sectionKey.split(" ").filter(Boolean);
  return keys.some((key) => sectionRegions(key).some((r) => r !== "breadcrumbs" && accepts(key, r)))
    ? null
    : t(NO_SECTION);
}

/** Where a click inserts, in words, for the palette's hint line. */
export function insertHint(catalog: LayoutCatalog, contextKey: string, t: TranslateFn = englishT): string {
  const [kind, sectionKey, region, index] = JSON.parse(contextKey) as [string, string, string, number];
  const number = index + 1;
  if (kind === "region")
    return t("Adds to the {region} of section {number}.", {
      region: regionLabel(sectionKey, region, t),
      number,
    });
  if (kind === "widget")
    return t("Adds after the selected widget, in the {region} of section {number}.", {
      region: regionLabel(sectionKey, region, t),
      number,
    });
  if (kind === "section")
    return t("Adds to section {number} ({name}).", {
      number,
      name: catalog.sections[sectionKey]?.name ?? sectionKey,
    });
  return t(
    "Adds to the first section that accepts the widget. Select a widget or section to choose the place.",
  );
}
