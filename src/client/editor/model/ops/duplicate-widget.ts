import { produce } from "immer";
import { isAsset, type LayoutCatalog } from "../catalog";
import { EditorOperationError } from "../errors";
import { withFreshIDs } from "../ids";
import { nodeLabel } from "../regions";
import type { EditorDocument } from "../types";
import { regionItems, widgetPlace } from "./op-helpers";

/** A copy of the widget right after it, with a fresh id; refused for page assets (a page shows each once). */
export function duplicateWidget(
  doc: EditorDocument,
  widgetID: string,
  catalog: LayoutCatalog,
): EditorDocument {
  const place = widgetPlace(doc, widgetID);
  if (isAsset(catalog, place.node.$hydrate))
    throw new EditorOperationError((t) =>
      t("{name} is part of the page and can't be duplicated.", { name: nodeLabel(place.node, catalog) }),
    );
  const copy = withFreshIDs(place.node);
  return produce(doc, (draft) => {
    const section = draft.layout[place.sectionIndex];
    if (section) regionItems(section, place.region).splice(place.index + 1, 0, copy);
  });
}
