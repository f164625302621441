// JSON Schema helpers for the fuzz test: following $refs through the app's shared schemas, a plausible value for a
// schema (so that a request is refused for the one field the fuzzer broke, not for a missing required one), and
// the fields a request part has, each with its path and schema.
export type JsonSchema = { [key: string]: unknown };

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema node with the document its local refs ("#/definitions/…") resolve against. */
export interface Located {
  node: JsonSchema;
  root: JsonSchema;
}

export class SchemaIndex {
  constructor(private readonly shared: Record<string, unknown>) {}

  private document(address: string): JsonSchema | null {
    const exact = this.shared[address] ?? this.shared[`${address}#`];
    if (isSchema(exact)) return exact;
    // A relative ref ("user-fragment.schema.json") names a shared schema by the end of its $id.
    const name = address.split("/").pop() ?? address;
    const found = Object.entries(this.shared).find(([id]) => id.replace(/#$/, "").endsWith(`/${name}`));
    return found && isSchema(found[1]) ? found[1] : null;
  }

  private pointer(root: JsonSchema, pointer: string): JsonSchema | null {
    let node: unknown = root;
    for (const raw of pointer.split("/").filter(Boolean)) {
      const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      node = isSchema(node) ? node[key] : undefined;
    }
    return isSchema(node) ? node : null;
  }

  /** The schema a node stands for, its $refs followed (at most a few hops: refs may be recursive). */
  resolve(node: unknown, root: JsonSchema): Located {
    let current: Located = { node: isSchema(node) ? node : {}, root };
    for (let hop = 0; hop < 8 && typeof current.node.$ref === "string"; hop++) {
      const [address = "", pointer = ""] = current.node.$ref.split("#");
      const document = address ? this.document(address) : current.root;
      if (!document) return { node: {}, root: current.root };
      current = { node: this.pointer(document, pointer) ?? {}, root: document };
    }
    return current;
  }
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type))
    return schema.type.filter((type): type is string => typeof type === "string");
  if (typeof schema.type === "string") return [schema.type];
  if (isSchema(schema.properties)) return ["object"];
  if (schema.items !== undefined) return ["array"];
  return [];
}

function branches(schema: JsonSchema): unknown[] {
  for (const key of ["anyOf", "oneOf"]) {
    const list = schema[key];
    if (Array.isArray(list) && list.length) return list;
  }
  return [];
}

function plausibleString(schema: JsonSchema): string {
  if (schema.format === "email") return "fuzz@example.com";
  if (schema.format === "date-time") return "2026-01-01T00:00:00.000Z";
  if (schema.format === "date") return "2026-01-01";
  if (schema.format === "uri" || schema.format === "uri-reference") return "https://example.com/";
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  const min = typeof schema.minLength === "number" ? schema.minLength : 1;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : 64;
  return "fuzz".repeat(Math.ceil(min / 4) || 1).slice(0, Math.max(min, Math.min(4, max)));
}

function plausibleNumber(schema: JsonSchema): number {
  const min = typeof schema.minimum === "number" ? schema.minimum : 1;
  const max = typeof schema.maximum === "number" ? schema.maximum : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(1, min), max);
}

/** A value the schema accepts in the common cases (patterns and cross-field rules aside). */
export function plausible(index: SchemaIndex, located: Located, depth = 0): unknown {
  const { node, root } = index.resolve(located.node, located.root);
  if (Array.isArray(node.enum) && node.enum.length) return node.enum[0];
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  const [branch] = branches(node);
  if (branch !== undefined) return plausible(index, { node: branch as JsonSchema, root }, depth);
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.map((part) => plausible(index, { node: part as JsonSchema, root }, depth));
    return Object.assign({}, ...parts.filter(isSchema));
  }
  const type = typesOf(node).find((name) => name !== "null") ?? "string";
  switch (type) {
    case "integer":
    case "number":
      return plausibleNumber(node);
    case "boolean":
      return true;
    case "array": {
      const min = typeof node.minItems === "number" ? node.minItems : 0;
      if (depth > 5 || min === 0) return [];
      return Array.from({ length: min }, () =>
        plausible(index, { node: node.items as JsonSchema, root }, depth + 1),
      );
    }
    case "object": {
      const properties = isSchema(node.properties) ? node.properties : {};
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      if (depth > 5) return {};
      return Object.fromEntries(
        required.map((name) => [
          name,
          plausible(index, { node: properties[name] as JsonSchema, root }, depth + 1),
        ]),
      );
    }
    default:
      return plausibleString(node);
  }
}

export interface Field {
  /** Property names and array positions from the part's root. */
  path: Array<string | number>;
  types: string[];
}

/** The fields of a request part, nested objects and array items included, to a few levels. */
export function fieldsOf(index: SchemaIndex, located: Located, path: Array<string | number> = []): Field[] {
  if (path.length > 4) return [];
  const { node, root } = index.resolve(located.node, located.root);
  const fields: Field[] = path.length ? [{ path, types: typesOf(node) }] : [];
  const properties = isSchema(node.properties) ? node.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    fields.push(...fieldsOf(index, { node: child as JsonSchema, root }, [...path, name]));
  }
  if (node.items !== undefined && path.length) {
    fields.push(...fieldsOf(index, { node: node.items as JsonSchema, root }, [...path, 0]));
  }
  for (const branch of branches(node)) {
    for (const field of fieldsOf(index, { node: branch as JsonSchema, root }, path)) {
      if (!fields.some((known) => known.path.join(".") === field.path.join("."))) fields.push(field);
    }
  }
  return fields;
}

/** Every node reachable from a schema through its subschemas and $refs, each once, with its path. */
export function walkSchema(
  index: SchemaIndex,
  start: Located,
  visit: (node: JsonSchema, path: string) => void,
): void {
  const seen = new Set<JsonSchema>();
  const queue: Array<[Located, string]> = [[start, ""]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [located, path] = next;
    const { node, root } = index.resolve(located.node, located.root);
    if (seen.has(node)) continue;
    seen.add(node);
    visit(node, path);
    const push = (child: unknown, suffix: string) => {
      if (isSchema(child)) queue.push([{ node: child, root }, `${path}${suffix}`]);
    };
    for (const key of ["properties", "patternProperties"]) {
      const children = node[key];
      if (isSchema(children)) for (const [name, child] of Object.entries(children)) push(child, `/${name}`);
    }
    for (const key of ["items", "additionalProperties", "additionalItems", "if", "then", "else"]) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (const [position, item] of child.entries()) push(item, `/${key}/${position}`);
      } else push(child, key === "items" ? "/0" : `/${key}`);
    }
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      const list = node[key];
      if (Array.isArray(list))
        for (const [position, item] of list.entries()) push(item, `/${key}/${position}`);
    }
  }
}
