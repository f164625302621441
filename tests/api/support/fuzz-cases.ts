// The malformed requests of the fuzz test, generated from each route's JSON Schema: a plausible request (every
// required field filled in), then that request with one field broken at a time (wrong types, out-of-range and
// special numbers, oversize strings, NUL, lone surrogates, bad %-encodings, prototype keys, deep nesting), and
// whole bodies and query strings broken (bad JSON, wrong content types, invalid UTF-8, deep nesting, oversize,
// bad multipart). Choices come from a seeded PRNG, so every run sends the same requests.
import { mulberry32 } from "../../factories/random";
import { fieldsOf, type JsonSchema, plausible, SchemaIndex } from "./fuzz-schema";
import type { RouteSchemas as FuzzRoute } from "./route-log";

export type { RouteSchemas as FuzzRoute } from "./route-log";

export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Text sent exactly as written: in a URL without %-encoding, in a JSON body as a JSON token. */
class Raw {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `__RAW__${Buffer.from(this.text).toString("base64")}`;
  }
}

/** A seeded PRNG, the factories' own, so a run is repeatable. */
export const seededRandom = mulberry32;

const deep = (levels: number) => new Raw(`${"[".repeat(levels)}${"]".repeat(levels)}`);
const deepObject = (levels: number) => new Raw(`${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`);

/** Values for query and path fields (text, %-encoded unless Raw). */
const TEXT_VALUES: unknown[] = [
  "Infinity",
  "-Infinity",
  "NaN",
  "1e309",
  "-1e309",
  "-0",
  "0x1",
  " 1",
  "1 ",
  "\t1",
  "1e3",
  "1.5",
  "+1",
  "0b1",
  "1_000",
  "٣",
  "１",
  "2147483648",
  "-2147483649",
  "99999999999999999999999",
  "9".repeat(400),
  "-1",
  "0",
  "",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "a".repeat(5000),
  "a\u0000b",
  "\u202eevil",
  "😀",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "' OR 1=1 --",
  new Raw("%00"),
  new Raw("%E0%A4%A"),
  new Raw("%FF%FE"),
  new Raw("%C3%28"),
  new Raw("%ED%A0%80"),
  new Raw("%"),
  new Raw("%%"),
];

/** Values for JSON body fields (Raw: a JSON token JSON.stringify cannot write). */
const JSON_VALUES: unknown[] = [
  new Raw("1e309"),
  new Raw("-1e309"),
  new Raw("-0"),
  new Raw("1E400"),
  new Raw("9007199254740993"),
  new Raw("1e-400"),
  2147483648,
  -2147483649,
  -1,
  0,
  1.5,
  true,
  false,
  null,
  "1",
  "0x1",
  " 1",
  "Infinity",
  "",
  [],
  {},
  [[[[]]]],
  [null],
  "x".repeat(60_000),
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202e",
  "<img src=x onerror=alert(1)>",
  new Raw('{"__proto__":{"polluted":true}}'),
  new Raw('{"constructor":{"prototype":{"polluted":true}}}'),
  { "a\u0000": 1 },
  deep(65),
  deep(5000),
  deepObject(100),
  Array.from({ length: 5000 }, () => 1),
  Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
];

const JSON_TYPE = "application/json";

interface BodyCase {
  label: string;
  contentType: string;
  payload: string | Buffer;
}

/** Whole bodies that are not what any route takes. */
const BODY_CASES: BodyCase[] = [
  { label: "invalid JSON", contentType: JSON_TYPE, payload: '{"a":' },
  { label: "empty JSON body", contentType: JSON_TYPE, payload: "" },
  { label: "JSON null", contentType: JSON_TYPE, payload: "null" },
  { label: "JSON array", contentType: JSON_TYPE, payload: "[1,2]" },
  { label: "JSON string", contentType: JSON_TYPE, payload: '"text"' },
  { label: "JSON number", contentType: JSON_TYPE, payload: "1e309" },
  { label: "__proto__ key", contentType: JSON_TYPE, payload: '{"__proto__":{"isAdmin":true}}' },
  {
    label: "constructor key",
    contentType: JSON_TYPE,
    payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
  },
  { label: "NUL in a key", contentType: JSON_TYPE, payload: '{"na\\u0000me":"x"}' },
  { label: "deep object", contentType: JSON_TYPE, payload: deepObject(5000).text },
  {
    label: "invalid UTF-8",
    contentType: JSON_TYPE,
    payload: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('"}'),
    ]),
  },
  {
    label: "UTF-16 JSON",
    contentType: "application/json; charset=utf-16le",
    payload: Buffer.from('{"a":1}', "utf16le"),
  },
  { label: "unknown charset", contentType: "application/json; charset=klingon", payload: "{}" },
  { label: "text/plain", contentType: "text/plain", payload: '{"name":"x"}' },
  { label: "form encoded", contentType: "application/x-www-form-urlencoded", payload: "name=x&body=y" },
  { label: "XML", contentType: "application/xml", payload: "<a>1</a>" },
  { label: "multipart without boundary", contentType: "multipart/form-data", payload: "--x\r\n\r\n" },
  { label: "oversize JSON", contentType: JSON_TYPE, payload: `{"body":"${"x".repeat(1_100_000)}"}` },
];

/** The audit's reproduction of item 1, sent to every route that takes a body. */
const DEEP_ARRAY_BODY: BodyCase = {
  label: "[ ×200000 ] ×200000",
  contentType: JSON_TYPE,
  payload: deep(200_000).text,
};

/** Query strings no client writes. */
const QUERY_CASES: string[] = [
  "__proto__[polluted]=1",
  "constructor[prototype][polluted]=1",
  "a[b][c][d][e][f][g][h]=1",
  "page[]=1&page[]=2",
  "limit[a]=1",
  Array.from({ length: 1500 }, (_, i) => `k${i}=${i}`).join("&"),
  "%E0%A4%A=1",
  "x=%ZZ",
  "&&&==&=",
  "a=1;b=2",
];

function multipart(boundary: string, parts: string[], end = true): string {
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}${end ? `--${boundary}--\r\n` : ""}`;
}

const filePart = (name: string, filename: string, bytes: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${bytes}`;

/** Bad uploads for POST /media (and its neighbours). */
const MULTIPART_CASES: BodyCase[] = [
  {
    label: "no boundary",
    contentType: "multipart/form-data",
    payload: multipart("b", [filePart("file", "a.png", "x")]),
  },
  {
    label: "wrong boundary",
    contentType: "multipart/form-data; boundary=other",
    payload: multipart("b", [filePart("file", "a.png", "x")]),
  },
  {
    label: "truncated",
    contentType: "multipart/form-data; boundary=b",
    payload: `--b\r\n${filePart("file", "a.png", "\u0089PNG\r\n")}`,
  },
  { label: "empty body", contentType: "multipart/form-data; boundary=b", payload: "" },
  { label: "only the end", contentType: "multipart/form-data; boundary=b", payload: "--b--\r\n" },
  {
    label: "other field",
    contentType: "multipart/form-data; boundary=b",
    payload: multipart("b", [filePart("photo", "a.png", "x")]),
  },
  {
    label: "two files",
    contentType: "multipart/form-data; boundary=b",
    payload: multipart("b", [filePart("file", "a.png", "x"), filePart("file", "b.png", "y")]),
  },
  {
    label: "NUL and dots in the file name",
    contentType: "multipart/form-data; boundary=b",
    payload: multipart("b", [filePart("file", "../../a\u0000.png", "\u0089PNG\r\n\u001a\n")]),
  },
  {
    label: "__proto__ field",
    contentType: "multipart/form-data; boundary=b",
    payload: multipart("b", ['Content-Disposition: form-data; name="__proto__"\r\n\r\nx']),
  },
  {
    label: "no part headers",
    contentType: "multipart/form-data; boundary=b",
    payload: multipart("b", ["\r\nx"]),
  },
  {
    label: "boundary too long",
    contentType: `multipart/form-data; boundary=${"b".repeat(100)}`,
    payload: multipart("b".repeat(100), [filePart("file", "a.png", "x")]),
  },
  {
    label: "bytes after the end",
    contentType: "multipart/form-data; boundary=b",
    payload: `${multipart("b", [filePart("file", "a.png", "x")])}garbage`,
  },
];

type Path = Array<string | number>;

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A copy of root with the value at path replaced (containers made on the way). */
function withValue(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root);
  const top: Record<string | number, unknown> =
    typeof copy === "object" && copy !== null ? (copy as Record<string, unknown>) : {};
  let node = top;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      break;
    }
    const next = node[key];
    const container =
      typeof next === "object" && next !== null ? next : typeof path[index + 1] === "number" ? [] : {};
    node[key] = container;
    node = container as Record<string | number, unknown>;
  }
  return top;
}

function encodeText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  return encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));
}

function queryPairs(value: unknown, prefix: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(item, prefix));
  if (typeof value === "object" && value !== null && !(value instanceof Raw)) {
    return Object.entries(value).flatMap(([key, item]) =>
      queryPairs(item, prefix ? `${prefix}[${encodeURIComponent(key)}]` : encodeURIComponent(key)),
    );
  }
  return [`${prefix}=${encodeText(value)}`];
}

function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"__RAW__([A-Za-z0-9+/=]*)"/g, (_match, base64: string) =>
    Buffer.from(base64, "base64").toString(),
  );
}

function urlOf(route: FuzzRoute, params: unknown, query: unknown): string {
  const values = (typeof params === "object" && params !== null ? params : {}) as Record<string, unknown>;
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    name in values ? encodeText(values[name]) : "1",
  );
  const pairs = queryPairs(query ?? {}, "");
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Plan {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** Every request the fuzzer sends to one route, in order. */
export function requestsFor(
  route: FuzzRoute,
  index: SchemaIndex,
  random: () => number,
  baseHeaders: Record<string, string>,
): FuzzRequest[] {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const sample = <T>(list: T[], count: number): T[] => {
    const pool = [...list];
    const chosen: T[] = [];
    while (pool.length && chosen.length < count)
      chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
    return chosen;
  };
  const located = (schema: unknown) => ({
    node: (schema ?? {}) as JsonSchema,
    root: (schema ?? {}) as JsonSchema,
  });
  const base: Plan = {
    params: plausible(index, located(route.params)),
    query: route.querystring ? plausible(index, located(route.querystring)) : {},
    body: route.body ? plausible(index, located(route.body)) : undefined,
  };
  const takesBody = BODY_METHODS.has(route.method);
  const send = (label: string, plan: Plan): FuzzRequest => {
    const request: FuzzRequest = {
      label,
      method: route.method,
      url: urlOf(route, plan.params, plan.query),
      headers: { ...baseHeaders },
    };
    if (takesBody && plan.body !== undefined) {
      request.headers["content-type"] = JSON_TYPE;
      request.payload = jsonText(plan.body);
    }
    return request;
  };
  const sendBody = (label: string, body: BodyCase): FuzzRequest => ({
    label,
    method: route.method,
    url: urlOf(route, base.params, base.query),
    headers: { ...baseHeaders, "content-type": body.contentType },
    payload: body.payload,
  });

  const requests: FuzzRequest[] = [send("plausible", base)];
  for (const field of fieldsOf(index, located(route.params))) {
    for (const value of sample(TEXT_VALUES, 3)) {
      requests.push(
        send(`params.${field.path.join(".")}`, {
          ...base,
          params: withValue(base.params, field.path, value),
        }),
      );
    }
  }
  const queryFields = fieldsOf(index, located(route.querystring)).filter((field) => field.path.length === 1);
  for (const field of sample(queryFields, 6)) {
    for (const value of [
      pick(TEXT_VALUES),
      random() < 0.3 ? pick([["1", "2"], { a: "1" }]) : pick(TEXT_VALUES),
    ]) {
      requests.push(
        send(`query.${field.path.join(".")}`, { ...base, query: withValue(base.query, field.path, value) }),
      );
    }
  }
  for (const field of sample(fieldsOf(index, located(route.body)), 8)) {
    const value = pick(JSON_VALUES);
    requests.push(
      send(`body.${field.path.join(".")}`, { ...base, body: withValue(base.body, field.path, value) }),
    );
  }
  // The upload route reads multipart bodies: all the bad ones go there.
  if (route.method === "POST" && route.url.endsWith("/media")) {
    for (const body of MULTIPART_CASES) requests.push(sendBody(`multipart: ${body.label}`, body));
  }
  if (takesBody) {
    requests.push(sendBody(DEEP_ARRAY_BODY.label, DEEP_ARRAY_BODY));
    for (const body of sample(BODY_CASES, 4)) requests.push(sendBody(body.label, body));
  }
  const url = urlOf(route, base.params, base.query);
  for (const query of sample(QUERY_CASES, 2)) {
    requests.push({ ...send("query string", base), url: `${url}${url.includes("?") ? "&" : "?"}${query}` });
  }
  return requests;
}

export { SchemaIndex };
