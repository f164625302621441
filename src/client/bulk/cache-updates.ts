// After a bulk action, the lists already in the query cache follow what succeeded (spec 000 §4): a move sets the
// new category, a close sets closed, a delete (and a merge's merged discussions) removes them. Discussions sit in
// many cached answers (layouts hydrated with discussion widgets, REST lists), so every cached value is walked for
// discussion objects (a discussionID and a name, and no commentID — comments carry a discussionID too); only the
// branches that change are copied.
import type { QueryClient } from "@tanstack/react-query";

export type CacheChange =
  | { kind: "move"; ids: readonly number[]; category: { categoryID: number; name: string; url?: string } }
  | { kind: "close"; ids: readonly number[]; closed: boolean }
  | { kind: "remove"; ids: readonly number[] };

type Json = unknown;

function isDiscussion(value: Json): value is Record<string, unknown> & { discussionID: number } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { discussionID?: unknown }).discussionID === "number" &&
    typeof (value as { name?: unknown }).name === "string" &&
    !("commentID" in value)
  );
}

/** The value with the change applied; the same reference when nothing in it changed. */
export function applyChange(
  value: Json,
  change: CacheChange,
  ids: ReadonlySet<number> = new Set(change.ids),
): Json {
  if (Array.isArray(value)) {
    let changed = false;
    const next: Json[] = [];
    for (const item of value) {
      if (change.kind === "remove" && isDiscussion(item) && ids.has(item.discussionID)) {
        changed = true;
        continue;
      }
      const updated = applyChange(item, change, ids);
      if (updated !== item) changed = true;
      next.push(updated);
    }
    return changed ? next : value;
  }
  if (typeof value !== "object" || value === null) return value;
  let result = value as Record<string, unknown>;
  if (isDiscussion(value) && ids.has(value.discussionID)) {
    if (change.kind === "move") {
      result = {
        ...result,
        categoryID: change.category.categoryID,
        ...("category" in result && result.category
          ? { category: { ...(result.category as object), ...change.category } }
          : {}),
      };
    } else if (change.kind === "close") {
      result = { ...result, closed: change.closed };
    }
  }
  for (const [key, child] of Object.entries(result)) {
    if (typeof child !== "object" || child === null) continue;
    const updated = applyChange(child, change, ids);
    if (updated !== child)
      result = result === value ? { ...result, [key]: updated } : Object.assign(result, { [key]: updated });
  }
  return result;
}

export function applyToCachedLists(queryClient: QueryClient, change: CacheChange): void {
  if (!change.ids.length) return;
  const ids = new Set(change.ids);
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const updated = applyChange(data, change, ids);
    if (updated !== data) queryClient.setQueryData(query.queryKey, updated);
  }
}
