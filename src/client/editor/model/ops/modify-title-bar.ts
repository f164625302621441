import { produce } from "immer";
import { EditorOperationError } from "../errors";
import { fieldTokens } from "../paths";
import { type EditorDocument, isJsonObject } from "../types";
import { writeField } from "./op-helpers";

/**
 * Sets one title bar prop by dot path ("logo.url", "navigation.0.name"); `undefined` removes it. The title bar is
 * not a node of `layout`, so setProp cannot reach it; its `$` keys ($hydrate, $middleware) are not settings.
 */
export function modifyTitleBar(doc: EditorDocument, field: string, value: unknown): EditorDocument {
  const tokens = fieldTokens(field);
  const [first] = tokens;
  if (first === undefined || first.startsWith("$"))
    throw new EditorOperationError((t) => t('"{field}" is not a setting of the title bar.', { field }));
  return produce(doc, (draft) => {
    if (!isJsonObject(draft.titleBar)) draft.titleBar = { $hydrate: "react.titleBar" };
    writeField(draft.titleBar, tokens, value);
  });
}
