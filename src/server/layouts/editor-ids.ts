// The layout editor tags every section and widget with `$editorID` (a stable handle while editing). Previews keep
// them (they come back as `$id` on hydrated nodes); anything saved drops them, so stored documents stay clean.

const EDITOR_ID_KEY = "$editorID";

/** A copy of the value without any `$editorID` key, at any depth. */
export function stripEditorIDs<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripEditorIDs(item)) as T;
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key !== EDITOR_ID_KEY) out[key] = stripEditorIDs(child);
  }
  return out as T;
}
