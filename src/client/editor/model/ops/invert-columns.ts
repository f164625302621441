import { produce } from "immer";
import { msg } from "../../../../lib/i18n/msg";
import { EditorOperationError } from "../errors";
import type { EditorDocument } from "../types";
import { clientWidgetSchemas } from "../widget-meta";
import { sectionIndexOf } from "./op-helpers";

/** Swaps a 2-columns section's panel side (toggles isInverted; false is the default, so it is left out). */
export function invertColumns(doc: EditorDocument, sectionID: string): EditorDocument {
  const index = sectionIndexOf(doc, sectionID);
  const section = doc.layout[index];
  if (!section) return doc;
  if (!clientWidgetSchemas.get(section.$hydrate)?.properties.isInverted)
    throw new EditorOperationError(msg("Only a two-column section can swap its columns."));
  return produce(doc, (draft) => {
    const node = draft.layout[index];
    if (!node) return;
    if (node.isInverted === true) delete node.isInverted;
    else node.isInverted = true;
  });
}
