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
  const { doc, catalog, t } = editor.getState();
  const name = widgetName(doc, catalog, widgetID, t);
  if (!target) return { text: notMovedText(name, t), editorID: null };
  if (!target.allowed) {
    return {
      text: t("{name} can't go in {region}. {name} was not moved.", {
        name,
        region: describeRegion(doc, target.target, t),
      }),
      editorID: null,
    };
  }
  if (isCurrentPlace(doc, widgetID, target.target)) return { text: notMovedText(name, t), editorID: null };
  const ok = editor
    .getState()
    .apply(t("Move {name}", { name }), (d) => moveWidget(d, widgetID, target.target, catalog));
  if (!ok) return { text: refusalOf(editor, notMovedText(name, t)), editorID: null };
  const next = editor.getState().doc;
  const at = locate(next, widgetID);
  editor.getState().select({ kind: "widget", id: widgetID });
  return {
    text: movedText(name, at ? describeTarget(next, at, widgetID, t) : t("its new place"), t),
    editorID: widgetID,
  };
}

export function insertWidgetAt(
  editor: EditorStore,
  widgetKey: string,
  target: { target: WidgetTarget; allowed: boolean } | null,
): DropResult {
  const { doc, catalog, t } = editor.getState();
  const name = paletteName(catalog, widgetKey);
  const notAdded = t("{name} was not added.", { name });
  if (!target) return { text: notAdded, editorID: null };
  if (!target.allowed) {
    return {
      text: t("{name} can't go in {region}. It was not added.", {
        name,
        region: describeRegion(doc, target.target, t),
      }),
      editorID: null,
    };
  }
  const place = describeTarget(doc, target.target, null, t);
  const ok = editor
    .getState()
    .apply(t("Add {name}", { name }), (d) =>
      insertWidget(d, newWidgetNode(widgetKey), target.target, catalog),
    );
  if (!ok) return { text: refusalOf(editor, notAdded), editorID: null };
  const next = editor.getState().doc;
  const section = next.layout.find((s) => s.$editorID === target.target.sectionID);
  const items = section?.[target.target.region];
  const added = Array.isArray(items)
    ? (items[target.target.index] as { $editorID?: unknown } | undefined)
    : undefined;
  const editorID = typeof added?.$editorID === "string" ? added.$editorID : null;
  if (editorID) editor.getState().select({ kind: "widget", id: editorID });
  return { text: addedText(name, place, t), editorID };
}

export function moveSectionTo(editor: EditorStore, sectionID: string, index: number | null): DropResult {
  const { doc, catalog, t } = editor.getState();
  const section = findNode(doc, sectionID);
  const name = section ? t("{name} section", { name: nodeLabel(section, catalog) }) : t("The section");
  const from = doc.layout.findIndex((s) => s.$editorID === sectionID);
  if (index === null || index === from) return { text: notMovedText(name, t), editorID: null };
  const ok = editor.getState().apply(t("Move {name}", { name }), (d) => moveSection(d, sectionID, index));
  if (!ok) return { text: refusalOf(editor, notMovedText(name, t)), editorID: null };
  editor.getState().select({ kind: "section", id: sectionID });
  const count = editor.getState().doc.layout.length;
  return {
    text: t("{name} moved to position {position} of {count}.", { name, position: index + 1, count }),
    editorID: sectionID,
  };
}

export function addSectionAt(editor: EditorStore, sectionKey: string, index: number): DropResult {
  const { catalog, t } = editor.getState();
  const name = t("{name} section", { name: catalog.sections[sectionKey]?.name ?? sectionKey });
  const ok = editor
    .getState()
    .apply(t("Add {name}", { name }), (d) => insertSection(d, { $hydrate: sectionKey }, index));
  if (!ok) return { text: refusalOf(editor, t("{name} was not added.", { name })), editorID: null };
  const next = editor.getState().doc;
  const editorID = next.layout[index]?.$editorID ?? null;
  if (editorID) editor.getState().select({ kind: "section", id: editorID });
  return {
    text: t("{name} added at position {position} of {count}.", {
      name,
      position: index + 1,
      count: next.layout.length,
    }),
    editorID,
  };
}
