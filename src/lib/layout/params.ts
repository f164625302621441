// Resolvers for the built-in `param` and `sprintf` nodes (garden-hydrate semantics).

/** Looks up a `/`-separated ref ("siteSection/name") in the hydrate params. */
export function resolveParamRef(params: Record<string, unknown>, ref: string, fallback: unknown): unknown {
  let current: unknown = params;
  for (const part of ref.split("/").filter(Boolean)) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, part)) return fallback;
    current = (current as Record<string, unknown>)[part];
  }
  return current ?? fallback;
}

/** printf-style formatting with %s (string) and %d (integer); %% is a literal percent sign. */
export function sprintf(format: string, args: unknown[]): string {
  let index = 0;
  return format.replace(/%([%sd])/g, (_match, kind: string) => {
    if (kind === "%") return "%";
    const arg = args[index++];
    if (kind === "d") return String(Math.trunc(Number(arg)) || 0);
    return arg === undefined || arg === null ? "" : String(arg);
  });
}
