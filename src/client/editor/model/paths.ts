// Finding nodes by editor id and by JSON pointer (pointers address the saved form, which has the same shape).
import { isWidgetNode } from "./ids";
import { sectionRegions } from "./regions";
import type { EditorDocument, EditorNode, JsonObject, WidgetTarget } from "./types";
import { isJsonObject } from "./types";

export interface NodeEntry {
  node: EditorNode;
  kind: "section" | "widget";
  pointer: string;
  /** The section's index in the layout (for a widget, its section's). */
  sectionIndex: number;
  /** The section's id (for a section, its own). */
  sectionID: string;
  /** Widgets only: where they sit. */
  region?: string;
  index?: number;
}

/** Every section and widget in document order (a section, then its regions' widgets in visual order). */
export function walkNodes(doc: EditorDocument): NodeEntry[] {
  const entries: NodeEntry[] = [];
  doc.layout.forEach((section, sectionIndex) => {
    const base = { sectionIndex, sectionID: section.$editorID };
    entries.push({ ...base, node: section, kind: "section", pointer: `/layout/${sectionIndex}` });
    for (const region of sectionRegions(section.$hydrate)) {
      const items = section[region];
      if (!Array.isArray(items)) continue;
      items.forEach((item, index) => {
        if (!isWidgetNode(item) || typeof item.$editorID !== "string") return;
        entries.push({
          ...base,
          node: item as EditorNode,
          kind: "widget",
          pointer: `/layout/${sectionIndex}/${region}/${index}`,
          region,
          index,
        });
      });
    }
  });
  return entries;
}

export function findEntry(doc: EditorDocument, editorID: string): NodeEntry | null {
  return walkNodes(doc).find((entry) => entry.node.$editorID === editorID) ?? null;
}

export function findNode(doc: EditorDocument, editorID: string): EditorNode | null {
  return findEntry(doc, editorID)?.node ?? null;
}

/** The JSON pointer of a node in the saved document, e.g. "/layout/1/mainBottom/0". */
export function pointerOf(doc: EditorDocument, editorID: string): string | null {
  return findEntry(doc, editorID)?.pointer ?? null;
}

/** Where a widget sits; null for a section or an unknown id. */
export function locate(doc: EditorDocument, widgetID: string): WidgetTarget | null {
  const entry = findEntry(doc, widgetID);
  if (entry?.kind !== "widget" || entry.region === undefined || entry.index === undefined) return null;
  return { sectionID: entry.sectionID, region: entry.region, index: entry.index };
}

/** The section holding a widget (or the section itself). */
export function sectionOf(doc: EditorDocument, editorID: string): EditorNode | null {
  const entry = findEntry(doc, editorID);
  return entry ? (doc.layout[entry.sectionIndex] ?? null) : null;
}

const unescapeToken = (token: string) => token.replaceAll("~1", "/").replaceAll("~0", "~");
const escapeToken = (token: string) => token.replaceAll("~", "~0").replaceAll("/", "~1");

export function pointerTokens(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeToken);
}

export function tokensToPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${escapeToken(String(t))}`).join("");
}

/** The id of the deepest section or widget containing the pointer (null outside `/layout/n…`). */
export function nodeAtPointer(doc: EditorDocument, pointer: string): string | null {
  const [root, sectionIndex, region, widgetIndex] = pointerTokens(pointer);
  if (root !== "layout" || sectionIndex === undefined) return null;
  const section = doc.layout[Number(sectionIndex)];
  if (!section) return null;
  if (
    region !== undefined &&
    widgetIndex !== undefined &&
    sectionRegions(section.$hydrate).includes(region)
  ) {
    const items = section[region];
    const widget = Array.isArray(items) ? items[Number(widgetIndex)] : undefined;
    if (isJsonObject(widget) && typeof widget.$editorID === "string") return widget.$editorID;
  }
  return section.$editorID;
}

/** "apiParams.limit" → ["apiParams", "limit"]; "" → []. */
export function fieldTokens(field: string): string[] {
  return field === "" ? [] : field.split(".");
}

/** The value at a dot path inside an object (array indexes as numbers), or undefined. */
export function valueAtField(value: unknown, field: string): unknown {
  let current: unknown = value;
  for (const token of fieldTokens(field)) {
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isJsonObject(current)) current = (current as JsonObject)[token];
    else return undefined;
  }
  return current;
}

/** Server error field ("layout.1.mainBottom.0.apiParams.limit") ↔ pointer ("/layout/1/mainBottom/0/apiParams/limit"). */
export function dottedToPointer(dotted: string): string {
  return tokensToPointer(fieldTokens(dotted));
}

export function pointerToDotted(pointer: string): string {
  return pointerTokens(pointer).join(".");
}
