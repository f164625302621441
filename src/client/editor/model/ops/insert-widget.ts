import { produce } from "immer";
import type { LayoutCatalog } from "../catalog";
import { withFreshIDs } from "../ids";
import type { EditorDocument, JsonObject, WidgetTarget } from "../types";
import { assertAllowed, clampIndex, regionItems, sectionIndexOf } from "./op-helpers";

/** Inserts a widget (fresh id) into a section's region; refused where the section does not allow it. */
export function insertWidget(
  doc: EditorDocument,
  widget: JsonObject,
  target: WidgetTarget,
  catalog: LayoutCatalog,
): EditorDocument {
  const sectionIndex = sectionIndexOf(doc, target.sectionID);
  const section = doc.layout[sectionIndex];
  if (!section) return doc;
  assertAllowed(catalog, section, widget, target.region);
  const node = withFreshIDs(widget);
  return produce(doc, (draft) => {
    const draftSection = draft.layout[sectionIndex];
    if (!draftSection) return;
    const items = regionItems(draftSection, target.region, catalog);
    items.splice(clampIndex(target.index, items.length), 0, node);
  });
}
