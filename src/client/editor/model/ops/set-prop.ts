import { produce } from "immer";
import { msg } from "../../../../lib/i18n/msg";
import { EditorOperationError } from "../errors";
import { fieldTokens } from "../paths";
import { sectionRegions } from "../regions";
import type { EditorDocument } from "../types";
import { nodeAt, nodePlace, writeField } from "./op-helpers";

/**
 * Sets one prop by dot path ("apiParams.limit", "links.2.url"); `undefined` removes it. Missing objects on the
 * way are created (arrays when the next step is an index).
 */
export function setProp(doc: EditorDocument, nodeID: string, field: string, value: unknown): EditorDocument {
  const tokens = fieldTokens(field);
  const [first] = tokens;
  const place = nodePlace(doc, nodeID);
  if (first === undefined || first.startsWith("$"))
    throw new EditorOperationError((t) => t('"{field}" is not a setting of this node.', { field }));
  if (sectionRegions(place.node.$hydrate).includes(first))
    throw new EditorOperationError(msg("A section's regions change through widget moves, not settings."));
  return produce(doc, (draft) => {
    writeField(nodeAt(draft, place), tokens, value);
  });
}
