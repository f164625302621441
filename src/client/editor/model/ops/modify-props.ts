import { produce } from "immer";
import { sectionRegions } from "../regions";
import type { EditorDocument, JsonObject } from "../types";
import { nodeAt, nodePlace } from "./op-helpers";

/**
 * Replaces a node's props with `props`. The `$` keys ($hydrate, $middleware, $editorID…) are kept, and so are a
 * section's regions: widgets move through the widget operations, never through a settings form.
 */
export function modifyProps(doc: EditorDocument, nodeID: string, props: JsonObject): EditorDocument {
  const place = nodePlace(doc, nodeID);
  const regions = new Set(sectionRegions(place.node.$hydrate));
  const kept = (key: string) => key.startsWith("$") || regions.has(key);
  return produce(doc, (draft) => {
    const node = nodeAt(draft, place);
    for (const key of Object.keys(node)) if (!kept(key)) delete node[key];
    for (const [key, value] of Object.entries(structuredClone(props))) if (!kept(key)) node[key] = value;
  });
}
