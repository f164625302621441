// Value helpers of the semantic layout diff (docs/reference/layout-documents.md#semantic-diff): a canonical form for
// hashing nodes, key-order-blind equality, the field-by-field difference of two objects, and the longest common
// subsequence that tells a moved item from items that only shifted.

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The editor's handle on a node: never part of what a layout says, so never part of a comparison. */
export const EDITOR_ID = "$editorID";

/** A deep copy without any `$editorID` (the saved form of a node). */
export function withoutEditorIDs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorIDs);
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) if (key !== EDITOR_ID) out[key] = withoutEditorIDs(child);
  return out;
}

/** JSON with sorted keys and no editor ids: equal values give equal strings whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (!isJsonObject(value)) return JSON.stringify(value ?? null);
  const keys = Object.keys(value)
    .filter((key) => key !== EDITOR_ID && value[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
}

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** One difference between two values, at a path of keys below the compared objects. */
export interface ValueChange {
  path: string[];
  op: "added" | "removed" | "changed";
  from?: unknown;
  to?: unknown;
}

/**
 * The differences of two objects, recursing into objects on both sides; arrays and scalars compare whole (a list
 * of role ids reads better as old → new than as index edits). `skip` names top-level keys left out.
 */
export function objectChanges(
  a: JsonObject,
  b: JsonObject,
  skip: ReadonlySet<string> = new Set(),
  prefix: string[] = [],
): ValueChange[] {
  const changes: ValueChange[] = [];
  const keys = [...Object.keys(a), ...Object.keys(b).filter((key) => !(key in a))];
  for (const key of keys) {
    if (key === EDITOR_ID || (prefix.length === 0 && skip.has(key))) continue;
    const before = a[key];
    const after = b[key];
    const path = [...prefix, key];
    if (before === undefined && after === undefined) continue;
    if (before === undefined) changes.push({ path, op: "added", to: withoutEditorIDs(after) });
    else if (after === undefined) changes.push({ path, op: "removed", from: withoutEditorIDs(before) });
    else if (isJsonObject(before) && isJsonObject(after))
      changes.push(...objectChanges(before, after, skip, path));
    else if (!sameValue(before, after))
      changes.push({ path, op: "changed", from: withoutEditorIDs(before), to: withoutEditorIDs(after) });
  }
  return changes;
}

/** A whole object added or removed, said leaf by leaf (`visibility.device: mobile`), as authors read settings. */
export function leafChanges(change: ValueChange): ValueChange[] {
  const value = change.op === "added" ? change.to : change.from;
  if (change.op === "changed" || !isJsonObject(value)) return [change];
  return Object.entries(value).flatMap(([key, child]) =>
    leafChanges({
      path: [...change.path, key],
      op: change.op,
      ...(change.op === "added" ? { to: child } : { from: child }),
    }),
  );
}

/**
 * The index pairs of a longest common subsequence of `a` and `b` under `same`, in order. Items outside it are the
 * ones that changed places; the rest only shifted when something was added or removed around them.
 */
export function commonSubsequence<A, B>(a: readonly A[], b: readonly B[], same: (x: A, y: B) => boolean) {
  const cols = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * cols + j] = same(a[i] as A, b[j] as B)
        ? (lengths[(i + 1) * cols + j + 1] ?? 0) + 1
        : Math.max(lengths[(i + 1) * cols + j] ?? 0, lengths[i * cols + j + 1] ?? 0);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  // On a tie the earlier items of `a` stay in the run: of two swapped items, the later one is the one that moved.
  while (i < a.length && j < b.length) {
    if (same(a[i] as A, b[j] as B)) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((lengths[(i + 1) * cols + j] ?? 0) > (lengths[i * cols + j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

/** RFC 6901 pointer tokens: "~" and "/" escaped. */
export function pointerOf(tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${String(token).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}
