// The expand parameter: a comma list, repeated parameters, or an array ("insertUser,tags", ["all", "-body"]).
// "all" adds every optional field; "-field" removes one (e.g. "-body" leaves bodies out of a long list).
export interface ParsedExpand<T extends string> {
  /** Asked for, by name or by "all", and not removed. */
  has(field: T): boolean;
  /** Removed with "-field" (for fields present by default). */
  removes(field: T): boolean;
}

export function parseExpand<T extends string>(
  raw: readonly string[] | string | undefined,
  allowed: readonly T[],
): ParsedExpand<T> {
  const items = (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .flatMap((entry: string) => entry.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const allowedSet: ReadonlySet<string> = new Set(allowed);
  const added = new Set(items.filter((item) => !item.startsWith("-")));
  const removed = new Set(items.filter((item) => item.startsWith("-")).map((item) => item.slice(1)));
  const all = added.has("all");
  return {
    has: (field: T) => allowedSet.has(field) && !removed.has(field) && (all || added.has(field)),
    removes: (field: T) => removed.has(field),
  };
}
