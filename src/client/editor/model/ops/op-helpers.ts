// Lookups shared by the operations, on the document or on an immer draft of it. Each throws
// EditorOperationError when the node is missing, so a stale id (e.g. after a concurrent JSON edit) is refused
// rather than silently ignored.
import { msg } from "../../../../lib/i18n/msg";
import { catalogItem, type LayoutCatalog } from "../catalog";
import { EditorOperationError } from "../errors";
import { isWidgetNode } from "../ids";
import { nodeLabel, regionLabel, sectionRegions } from "../regions";
import { type EditorDocument, type EditorNode, isJsonObject, type JsonObject } from "../types";

const SECTION_GONE = msg("That section is no longer in the layout.");
const WIDGET_GONE = msg("That widget is no longer in the layout.");

export function sectionIndexOf(doc: EditorDocument, sectionID: string): number {
  const index = doc.layout.findIndex((section) => section.$editorID === sectionID);
  if (index < 0) throw new EditorOperationError(SECTION_GONE);
  return index;
}

export interface WidgetPlace {
  sectionIndex: number;
  region: string;
  index: number;
  node: EditorNode;
}

/** Where a widget sits, by id. */
export function widgetPlace(doc: EditorDocument, widgetID: string): WidgetPlace {
  for (const [sectionIndex, section] of doc.layout.entries()) {
    for (const region of sectionRegions(section.$hydrate)) {
      const items = section[region];
      if (!Array.isArray(items)) continue;
      const index = items.findIndex((item) => isWidgetNode(item) && item.$editorID === widgetID);
      if (index >= 0) return { sectionIndex, region, index, node: items[index] as EditorNode };
    }
  }
  throw new EditorOperationError(WIDGET_GONE);
}

/** A section's region list (created empty when absent); refuses a region the section does not have. */
export function regionItems(section: EditorNode, region: string, catalog?: LayoutCatalog): unknown[] {
  if (!sectionRegions(section.$hydrate).includes(region)) {
    const name = catalog ? nodeLabel(section, catalog) : section.$hydrate;
    throw new EditorOperationError((t) => t('{name} has no region "{region}".', { name, region }));
  }
  const items = section[region];
  if (Array.isArray(items)) return items;
  const created: unknown[] = [];
  section[region] = created;
  return created;
}

export const clampIndex = (index: number, length: number) =>
  Math.max(0, Math.min(Number.isFinite(index) ? Math.trunc(index) : length, length));

/** Refuses a widget the section does not accept (catalog allowedWidgetIDs). */
export function assertAllowed(
  catalog: LayoutCatalog,
  section: EditorNode,
  widget: JsonObject,
  region: string,
): void {
  const key = typeof widget.$hydrate === "string" ? widget.$hydrate : "";
  if (catalog.sections[section.$hydrate]?.allowedWidgetIDs.includes(key)) return;
  const name = catalogItem(catalog, key)?.name ?? nodeLabel(widget, catalog);
  const sectionName = catalogItem(catalog, section.$hydrate)?.name ?? section.$hydrate;
  throw new EditorOperationError((t) =>
    t('{name} can\'t go in the {region} of a "{section}" section.', {
      name,
      region: regionLabel(section.$hydrate, region, t),
      section: sectionName,
    }),
  );
}

/** Where any node is: a section (no region) or a widget. */
export interface NodePlace {
  sectionIndex: number;
  region?: string;
  index?: number;
  node: EditorNode;
}

export function nodePlace(doc: EditorDocument, nodeID: string): NodePlace {
  const sectionIndex = doc.layout.findIndex((section) => section.$editorID === nodeID);
  const section = doc.layout[sectionIndex];
  if (section) return { sectionIndex, node: section };
  return widgetPlace(doc, nodeID);
}

/** The same node inside an immer draft (or any document of the same shape). */
export function nodeAt(doc: EditorDocument, place: NodePlace): EditorNode {
  const section = doc.layout[place.sectionIndex];
  if (!section) throw new EditorOperationError(SECTION_GONE);
  if (place.region === undefined || place.index === undefined) return section;
  const node = regionItems(section, place.region)[place.index];
  if (!isWidgetNode(node)) throw new EditorOperationError(WIDGET_GONE);
  return node as EditorNode;
}

/**
 * Writes `value` at a dot path's tokens inside a draft object (`undefined` removes it). Missing objects on the way
 * are created (arrays when the next step is an index); removing something absent changes nothing.
 */
export function writeField(root: JsonObject, tokens: readonly string[], value: unknown): void {
  const last = tokens.at(-1);
  if (last === undefined) return;
  let container: JsonObject | unknown[] = root;
  for (const [i, token] of tokens.slice(0, -1).entries()) {
    const key = Array.isArray(container) ? Number(token) : token;
    const existing: unknown = (container as Record<string | number, unknown>)[key];
    if (isJsonObject(existing) || Array.isArray(existing)) {
      container = existing;
      continue;
    }
    if (value === undefined) return; // nothing to remove
    const created: JsonObject | unknown[] = /^\d+$/.test(tokens[i + 1] ?? "") ? [] : {};
    (container as Record<string | number, unknown>)[key] = created;
    container = created;
  }
  if (Array.isArray(container)) {
    const index = Number(last);
    if (value === undefined) container.splice(index, 1);
    else container[index] = structuredClone(value);
  } else if (value === undefined) delete container[last];
  else container[last] = structuredClone(value);
}
