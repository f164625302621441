import { produce } from "immer";
import { isRequiredAsset, type LayoutCatalog } from "../catalog";
import { EditorOperationError } from "../errors";
import { nodeLabel } from "../regions";
import type { EditorDocument } from "../types";
import { regionItems, widgetPlace } from "./op-helpers";

/** Deletes a widget; refused for a required asset (catalog isRequired), which the page cannot do without. */
export function deleteWidget(doc: EditorDocument, widgetID: string, catalog: LayoutCatalog): EditorDocument {
  const place = widgetPlace(doc, widgetID);
  if (isRequiredAsset(catalog, place.node.$hydrate))
    throw new EditorOperationError((t) =>
      t("{name} is required on this page and can't be removed.", { name: nodeLabel(place.node, catalog) }),
    );
  return produce(doc, (draft) => {
    const section = draft.layout[place.sectionIndex];
    if (section) regionItems(section, place.region).splice(place.index, 1);
  });
}
