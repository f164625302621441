import { produce } from "immer";
import { isRequiredAsset, type LayoutCatalog } from "../catalog";
import { isWidgetNode, withFreshIDs } from "../ids";
import { sectionRegions } from "../regions";
import type { EditorDocument, JsonObject } from "../types";
import { sectionIndexOf } from "./op-helpers";

/** A copy of the section right after it, with fresh ids; required assets stay only in the original. */
export function duplicateSection(
  doc: EditorDocument,
  sectionID: string,
  catalog: LayoutCatalog,
): EditorDocument {
  const index = sectionIndexOf(doc, sectionID);
  const section = doc.layout[index];
  if (!section) return doc;
  const copy: JsonObject = { ...section };
  for (const region of sectionRegions(section.$hydrate)) {
    const items = section[region];
    if (Array.isArray(items))
      copy[region] = items.filter((item) => !(isWidgetNode(item) && isRequiredAsset(catalog, item.$hydrate)));
  }
  const node = withFreshIDs(copy);
  return produce(doc, (draft) => {
    draft.layout.splice(index + 1, 0, node);
  });
}
