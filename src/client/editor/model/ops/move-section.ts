import { produce } from "immer";
import type { EditorDocument } from "../types";
import { clampIndex, sectionIndexOf } from "./op-helpers";

/** Moves a section so it ends up at `toIndex` (clamped). */
export function moveSection(doc: EditorDocument, sectionID: string, toIndex: number): EditorDocument {
  const from = sectionIndexOf(doc, sectionID);
  const to = clampIndex(toIndex, doc.layout.length - 1);
  if (from === to) return doc;
  return produce(doc, (draft) => {
    const [section] = draft.layout.splice(from, 1);
    if (section) draft.layout.splice(to, 0, section);
  });
}
