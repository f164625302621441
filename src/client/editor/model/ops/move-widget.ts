import { produce } from "immer";
import { msg } from "../../../../lib/i18n/msg";
import type { LayoutCatalog } from "../catalog";
import { EditorOperationError } from "../errors";
import type { EditorDocument, WidgetTarget } from "../types";
import { assertAllowed, clampIndex, regionItems, sectionIndexOf, widgetPlace } from "./op-helpers";

/**
 * Moves a widget to a region (of any section); `target.index` is its index in the target region after it was
 * taken out of its old place. Refused where the target section does not allow the widget.
 */
export function moveWidget(
  doc: EditorDocument,
  widgetID: string,
  target: WidgetTarget,
  catalog: LayoutCatalog,
): EditorDocument {
  const from = widgetPlace(doc, widgetID);
  const toSectionIndex = sectionIndexOf(doc, target.sectionID);
  const toSection = doc.layout[toSectionIndex];
  if (!toSection) return doc;
  assertAllowed(catalog, toSection, from.node, target.region);
  const sameRegion = from.sectionIndex === toSectionIndex && from.region === target.region;
  if (sameRegion && from.index === target.index) return doc;
  return produce(doc, (draft) => {
    const source = draft.layout[from.sectionIndex];
    const destination = draft.layout[toSectionIndex];
    if (!source || !destination) return;
    const [node] = regionItems(source, from.region).splice(from.index, 1);
    if (node === undefined) throw new EditorOperationError(msg("That widget is no longer in the layout."));
    const items = regionItems(destination, target.region, catalog);
    items.splice(clampIndex(target.index, items.length), 0, node);
  });
}
