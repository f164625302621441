import { produce } from "immer";
import { msg } from "../../../../lib/i18n/msg";
import { EditorOperationError } from "../errors";
import { isWidgetNode, newEditorID } from "../ids";
import { sectionRegions } from "../regions";
import type { EditorDocument } from "../types";
import { regionItems, sectionIndexOf } from "./op-helpers";

const BREADCRUMBS = "react.breadcrumbs";

/** Adds breadcrumbs at the top of a section's breadcrumbs region, or removes them when present. */
export function toggleBreadcrumbs(doc: EditorDocument, sectionID: string): EditorDocument {
  const index = sectionIndexOf(doc, sectionID);
  const section = doc.layout[index];
  if (!section) return doc;
  if (!sectionRegions(section.$hydrate).includes("breadcrumbs"))
    throw new EditorOperationError(msg("This section has no place for breadcrumbs."));
  return produce(doc, (draft) => {
    const node = draft.layout[index];
    if (!node) return;
    const items = regionItems(node, "breadcrumbs");
    const kept = items.filter((item) => !(isWidgetNode(item) && item.$hydrate === BREADCRUMBS));
    if (kept.length < items.length) node.breadcrumbs = kept;
    else items.unshift({ $hydrate: BREADCRUMBS, $editorID: newEditorID() });
  });
}
