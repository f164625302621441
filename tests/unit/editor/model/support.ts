// Helpers for the model tests: ids and hydrate keys of a document in order, and a deep-frozen fixture so a test
// fails if an operation mutates its input.
import { freeze } from "immer";
import { walkNodes } from "../../../../src/client/editor/model/paths";
import type { EditorDocument } from "../../../../src/client/editor/model/types";
import { editorDocument } from "../../../factories";

/** A template document, deep-frozen (operations must never mutate their input). */
export function frozenDocument(viewType = "home"): EditorDocument {
  return freeze(editorDocument(viewType), true);
}

/** The hydrate keys of one region of a section. */
export function regionKeys(doc: EditorDocument, sectionIndex: number, region: string): string[] {
  const items = doc.layout[sectionIndex]?.[region];
  return Array.isArray(items) ? items.map((item) => (item as { $hydrate: string }).$hydrate) : [];
}

export function regionIDs(doc: EditorDocument, sectionIndex: number, region: string): string[] {
  const items = doc.layout[sectionIndex]?.[region];
  return Array.isArray(items) ? items.map((item) => (item as { $editorID: string }).$editorID) : [];
}

export function allIDs(doc: EditorDocument): string[] {
  return walkNodes(doc).map((e) => e.node.$editorID);
}
