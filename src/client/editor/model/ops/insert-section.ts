import { produce } from "immer";
import { msg } from "../../../../lib/i18n/msg";
import { EditorOperationError } from "../errors";
import { withFreshIDs } from "../ids";
import type { EditorDocument, JsonObject } from "../types";
import { isSectionKey } from "../widget-meta";
import { clampIndex } from "./op-helpers";

/** Inserts a section at `index` (clamped); it and its widgets get fresh ids. */
export function insertSection(doc: EditorDocument, section: JsonObject, index: number): EditorDocument {
  if (typeof section.$hydrate !== "string" || !isSectionKey(section.$hydrate))
    throw new EditorOperationError(msg("Only sections can be placed between sections."));
  const node = withFreshIDs(section);
  return produce(doc, (draft) => {
    draft.layout.splice(clampIndex(index, draft.layout.length), 0, node);
  });
}
