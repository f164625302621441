// Updating the pane's text when the document changed elsewhere (canvas, form, undo): replace only the part that
// differs, so CodeMirror maps the cursor and the scroll position through the change instead of resetting them.
import { stripEditorIDs } from "../model/ids";
import type { EditorDocument } from "../model/types";

/** The pane's text for a document: the saved form, pretty-printed with 2 spaces. */
export function formatDocument(doc: EditorDocument): string {
  return JSON.stringify(stripEditorIDs(doc), null, 2);
}

export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** The smallest single replacement turning `before` into `after` (common prefix and suffix kept); null if equal. */
export function minimalChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < max - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
