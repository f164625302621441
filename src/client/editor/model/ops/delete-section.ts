import { produce } from "immer";
import { catalogItem, isRequiredAsset, type LayoutCatalog } from "../catalog";
import { EditorOperationError } from "../errors";
import { isWidgetNode } from "../ids";
import { sectionRegions } from "../regions";
import type { EditorDocument } from "../types";
import { sectionIndexOf } from "./op-helpers";

/** Deletes a section and its widgets; refused while it holds a required asset (the page could not render). */
export function deleteSection(
  doc: EditorDocument,
  sectionID: string,
  catalog: LayoutCatalog,
): EditorDocument {
  const index = sectionIndexOf(doc, sectionID);
  const section = doc.layout[index];
  if (!section) return doc;
  for (const region of sectionRegions(section.$hydrate)) {
    const items = section[region];
    const required = Array.isArray(items)
      ? items.find((item) => isWidgetNode(item) && isRequiredAsset(catalog, item.$hydrate))
      : undefined;
    if (isWidgetNode(required)) {
      const name = catalogItem(catalog, required.$hydrate)?.name ?? required.$hydrate;
      throw new EditorOperationError((t) =>
        t(
          "This section can't be deleted: it holds {name}, which this page requires. Move it to another section first.",
          { name },
        ),
      );
    }
  }
  return produce(doc, (draft) => {
    draft.layout.splice(index, 1);
  });
}
