// The API's query string parser. `a[b]=c` → {a:{b:"c"}}; `a[]=x&a[]=y` and repeated keys → arrays; a comma list
// (`expand=a,b`) stays one string, routes split it. Keys that could reach Object.prototype are dropped, and so are
// keys nested deeper than MAX_DEPTH and pairs beyond MAX_PAIRS: such input is never legitimate.
type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

const MAX_DEPTH = 5;
const MAX_PAIRS = 1000;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function decode(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // malformed %-escapes: keep the text as sent rather than fail the request
  }
}

/** "a[b][]" → ["a", "b", ""]; null when the key is malformed, too deep or forbidden. */
function parseKeyPath(key: string): string[] | null {
  const open = key.indexOf("[");
  const head = open === -1 ? key : key.slice(0, open);
  if (!head) return null;
  const path = [head];
  let rest = open === -1 ? "" : key.slice(open);
  while (rest) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) return null;
    path.push(match[1] ?? "");
    rest = rest.slice(match[0].length);
  }
  if (path.length > MAX_DEPTH + 1) return null;
  if (path.some((segment) => FORBIDDEN_KEYS.has(segment))) return null;
  // "[]" (append) only makes sense as the last segment.
  if (path.slice(0, -1).includes("")) return null;
  return path;
}

function isObject(value: QueryValue | undefined): value is QueryObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function assign(target: QueryObject, path: string[], value: string): void {
  const [segment, ...rest] = path;
  if (segment === undefined) return;
  const existing = Object.hasOwn(target, segment) ? target[segment] : undefined;
  if (rest.length === 0) {
    if (existing === undefined) target[segment] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === "string") target[segment] = [existing, value];
    // a string onto an object (a=1 after a[b]=2) conflicts: the first shape wins
    return;
  }
  if (rest.length === 1 && rest[0] === "") {
    if (existing === undefined) target[segment] = [value];
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === "string") target[segment] = [existing, value];
    return;
  }
  if (existing === undefined) {
    const child: QueryObject = {};
    target[segment] = child;
    assign(child, rest, value);
  } else if (isObject(existing)) {
    assign(existing, rest, value);
  }
}

export function parseQueryString(query: string): QueryObject {
  const result: QueryObject = {};
  const pairs = query.split("&", MAX_PAIRS);
  for (const pair of pairs) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const path = parseKeyPath(decode(rawKey));
    if (!path) continue;
    assign(result, path, eq === -1 ? "" : decode(pair.slice(eq + 1)));
  }
  return result;
}
