// A pure, depth-first map over every `$hydrate` node of a document part (a node, an array or plain values).
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Returns a copy where each node (an object with a string $hydrate) went through `map`, children first. */
export function mapNodes(value: unknown, map: (node: JsonObject) => JsonObject): unknown {
  if (Array.isArray(value)) return value.map((item) => mapNodes(item, map));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) copy[key] = mapNodes(child, map);
  return typeof copy.$hydrate === "string" ? map(copy) : copy;
}
