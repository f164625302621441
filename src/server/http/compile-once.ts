// Compiled request validators and response serializers live as long as the process. A server builds one app, but
// the API tests build one per test file in a shared worker, and compiling every route's schemas against the ~110
// shared ones took 3–4 s of each build. Only equal schemas (the same JSON text) share a compiled function.
//
// A key is written as the text's number for each part, not as the whole text: Fastify asks for a compiler once per
// encapsulated context, each time with all the shared schemas (about 210 KB of JSON), and writing that out on every
// call came to 57 MB and half a second of CPU per app. A part's text is written once per object, since nothing
// changes a schema once Fastify holds it; an app's clones of the shared schemas get the numbers of the first app's.

const numbersByText = new Map<string, number>();
const numbersByObject = new WeakMap<object, number>();

/** The number of an object's JSON text, the same for every object with that text. */
function numberOfText(value: object): number {
  let number = numbersByObject.get(value);
  if (number === undefined) {
    const text = JSON.stringify(value);
    number = numbersByText.get(text);
    if (number === undefined) {
      number = numbersByText.size + 1;
      numbersByText.set(text, number);
    }
    numbersByObject.set(value, number);
  }
  return number;
}

/**
 * A key's text: arrays are opened (a key is a list of parts), and so is a record at the top or in such a list (Fastify
 * passes the shared schemas in a record made afresh per call); a record's values are their text's number, so a call
 * costs a lookup per shared schema, not a walk through each.
 */
function keyText(key: unknown, depth = 0): string {
  if (key === null || typeof key !== "object") return JSON.stringify(key) ?? "";
  if (depth > 1) return `#${numberOfText(key)}`;
  if (Array.isArray(key)) return `[${key.map((part) => keyText(part, depth + 1)).join(",")}]`;
  const parts: string[] = [];
  for (const [name, part] of Object.entries(key)) {
    // As JSON.stringify does: a property whose value has no JSON form is left out.
    if (part !== undefined && typeof part !== "function" && typeof part !== "symbol") {
      parts.push(`${JSON.stringify(name)}:${keyText(part, 2)}`);
    }
  }
  return `{${parts.join(",")}}`;
}

/** The value cached under `key`, made by `make` the first time a key with the same JSON is asked for. */
export function compileOnce<T>(cache: Map<string, T>, key: unknown, make: () => T): T {
  const text = keyText(key);
  let value = cache.get(text);
  if (value === undefined) {
    value = make();
    cache.set(text, value);
  }
  return value;
}
