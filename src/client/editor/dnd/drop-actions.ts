// What a drop (or a palette click) does to the document, and the sentence that says so. Shared by the drag
// handlers, the palette's click/Enter insert and the keyboard, so every path reads the same.
import { insertSection, insertWidget, moveSection, moveWidget } from "../model/ops";
import { findNode, locate } from "../model/paths";
import { nodeLabel } from "../model/regions";
import type { WidgetTarget } from "../model/types";
import { newWidgetNode } from "../palette/insert-plan";
import type { EditorStore } from "../store/editor-store";
import {
  addedText,
  describeRegion,
  describeTarget,
  movedText,
  notMovedText,
  paletteName,
  widgetName,
} from "./announcement-text";
import { isCurrentPlace } from "./targets";

export interface DropResult {
  /** Announced in the drag live region (or the editor's for clicks). */
  text: string;
  /** The node moved or added, when the document changed. */
  editorID: string | null;
}

/** The refusal the store announced for an operation it refused (EditorOperationError's message). */
const refusalOf = (editor: EditorStore, fallback: string) => editor.getState().announcement || fallback;

export function moveWidgetTo(
  editor: EditorStore,
  widgetID: string,
  target: { target: WidgetTarget; allowed: boolean } | null,
): DropResult {
  const { doc, catalog } = editor.getState();
  const name = widgetName(doc, catalog, widgetID);
  if (!target) return { text: notMovedText(name), editorID: null };
  if (!target.allowed) {
    return {
      text: `${name} can't go in ${describeRegion(doc, target.target)}. ${notMovedText(name)}`,
      editorID: null,
    };
  }
  if (isCurrentPlace(doc, widgetID, target.target)) return { text: notMovedText(name), editorID: null };
  const ok = editor.getState().apply(`Move ${name}`, (d) => moveWidget(d, widgetID, target.target, catalog));
  if (!ok) return { text: refusalOf(editor, notMovedText(name)), editorID: null };
  const next = editor.getState().doc;
  const at = locate(next, widgetID);
  editor.getState().select({ kind: "widget", id: widgetID });
  return {
    text: movedText(name, at ? describeTarget(next, at, widgetID) : "its new place"),
    editorID: widgetID,
  };
}

export function insertWidgetAt(
  editor: EditorStore,
  widgetKey: string,
  target: { target: WidgetTarget; allowed: boolean } | null,
): DropResult {
  const { doc, catalog } = editor.getState();
  const name = paletteName(catalog, widgetKey);
  if (!target) return { text: `${name} was not added.`, editorID: null };
  if (!target.allowed) {
    return {
      text: `${name} can't go in ${describeRegion(doc, target.target)}. It was not added.`,
      editorID: null,
    };
  }
  const place = describeTarget(doc, target.target, null);
  const ok = editor
    .getState()
    .apply(`Add ${name}`, (d) => insertWidget(d, newWidgetNode(widgetKey), target.target, catalog));
  if (!ok) return { text: refusalOf(editor, `${name} was not added.`), editorID: null };
  const next = editor.getState().doc;
  const section = next.layout.find((s) => s.$editorID === target.target.sectionID);
  const items = section?.[target.target.region];
  const added = Array.isArray(items)
    ? (items[target.target.index] as { $editorID?: unknown } | undefined)
    : undefined;
  const editorID = typeof added?.$editorID === "string" ? added.$editorID : null;
  if (editorID) editor.getState().select({ kind: "widget", id: editorID });
  return { text: addedText(name, place), editorID };
}

export function moveSectionTo(editor: EditorStore, sectionID: string, index: number | null): DropResult {
  const { doc, catalog } = editor.getState();
  const section = findNode(doc, sectionID);
  const name = section ? `${nodeLabel(section, catalog)} section` : "The section";
  const from = doc.layout.findIndex((s) => s.$editorID === sectionID);
  if (index === null || index === from) return { text: notMovedText(name), editorID: null };
  const ok = editor.getState().apply(`Move ${name}`, (d) => moveSection(d, sectionID, index));
  if (!ok) return { text: refusalOf(editor, notMovedText(name)), editorID: null };
  editor.getState().select({ kind: "section", id: sectionID });
  const count = editor.getState().doc.layout.length;
  return { text: `${name} moved to position ${index + 1} of ${count}.`, editorID: sectionID };
}

export function addSectionAt(editor: EditorStore, sectionKey: string, index: number): DropResult {
  const { catalog } = editor.getState();
  const name = `${catalog.sections[sectionKey]?.name ?? sectionKey} section`;
  const ok = editor.getState().apply(`Add ${name}`, (d) => insertSection(d, { $hydrate: sectionKey }, index));
  if (!ok) return { text: refusalOf(editor, `${name} was not added.`), editorID: null };
  const next = editor.getState().doc;
  const editorID = next.layout[index]?.$editorID ?? null;
  if (editorID) editor.getState().select({ kind: "section", id: editorID });
  return { text: `${name} added at position ${index + 1} of ${next.layout.length}.`, editorID };
}
