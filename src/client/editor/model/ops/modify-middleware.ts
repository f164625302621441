import { produce } from "immer";
import type { EditorDocument, JsonObject } from "../types";
import { nodeAt, nodePlace } from "./op-helpers";

/** Sets a node's $middleware (visibility, role-filter, category-filter); null or {} removes it. */
export function modifyMiddleware(
  doc: EditorDocument,
  nodeID: string,
  middleware: JsonObject | null,
): EditorDocument {
  const place = nodePlace(doc, nodeID);
  return produce(doc, (draft) => {
    const node = nodeAt(draft, place);
    if (middleware === null || Object.keys(middleware).length === 0) delete node.$middleware;
    else node.$middleware = structuredClone(middleware);
  });
}
