// From a schema and the node's props to the tree of fields the form renders: which control each property gets
// (its `x-control` hint, else what its plain schema suggests), its label, whether its conditions hide it, and
// which problems it shows. Pure, so the form's decisions are tested without rendering.
import { isJsonObject, type JsonObject, type Problem } from "../model/types";
import { VALUE_NODES } from "../model/widget-meta";
import { conditionsHold } from "./conditions";
import { humanize } from "./humanize";
import { resolveSchema } from "./schema-resolve";
import type { ChoiceOption, ControlKind, FieldSchema, XControl } from "./types";
import { getAt, isWithin, joinPath } from "./value-paths";

interface FieldBase {
  path: string;
  label: string;
  description?: string;
  schema: FieldSchema;
  xControl: XControl;
  required: boolean;
}

export interface LeafField extends FieldBase {
  kind: "leaf";
  control: ControlKind;
  /** The stored value (undefined: not set, the schema default applies). */
  value: unknown;
  /** The value the widget renders with: the stored one, else the schema default. */
  effective: unknown;
}

export interface GroupField extends FieldBase {
  kind: "group";
  children: FormField[];
}

interface ListItem {
  path: string;
  label: string;
  children: FormField[];
}

export interface ListField extends FieldBase {
  kind: "list";
  itemSchema: FieldSchema;
  items: ListItem[];
  value: unknown[];
}

/** A `{ $hydrate: "param" | "literal" | "sprintf" }` node standing in for the prop (a contextual value). */
export interface ValueNodeField extends FieldBase {
  kind: "valueNode";
  node: JsonObject;
}

export type FormField = LeafField | GroupField | ListField | ValueNodeField;

function xControlOf(schema: FieldSchema): XControl {
  return isJsonObject(schema["x-control"]) ? (schema["x-control"] as XControl) : {};
}

export function isValueNode(value: unknown): value is JsonObject {
  return isJsonObject(value) && typeof value.$hydrate === "string" && VALUE_NODES.has(value.$hydrate);
}

const typeOf = (schema: FieldSchema): string | undefined =>
  typeof schema.type === "string" ? schema.type : undefined;

/** The control a leaf renders with: the hint first, then the plain schema. */
export function controlKindOf(schema: FieldSchema, xControl: XControl): ControlKind {
  switch (xControl.inputType) {
    case "select":
    case "dropDown":
      return xControl.multiple ? "multiSelect" : "dropDown";
    case undefined:
      break;
    default:
      return xControl.inputType;
  }
  const type = typeOf(schema);
  if (Array.isArray(schema.enum)) return schema.enum.length <= 3 ? "radio" : "dropDown";
  if (type === "boolean") return "toggle";
  if (type === "integer" || type === "number" || type === "string") return "textBox";
  if (type === "array" && isJsonObject(schema.items)) {
    const items = resolveSchema(schema.items);
    if (Array.isArray(items.enum)) return "multiSelect";
    if (typeOf(items) === "object") return "dragAndDrop";
  }
  return "unsupported";
}

/** Choices of an enum-like field: the hint's labelled options, else the enum values spelled out. */
export function choicesOf(schema: FieldSchema, xControl: XControl): ChoiceOption[] {
  if (Array.isArray(xControl.options) && xControl.options.length > 0) return xControl.options;
  if (xControl.choices?.staticOptions) {
    return Object.entries(xControl.choices.staticOptions).map(([value, label]) => ({
      value: enumValue(schema, value),
      label,
    }));
  }
  const source = schema.type === "array" && isJsonObject(schema.items) ? resolveSchema(schema.items) : schema;
  const values = Array.isArray(source.enum) ? source.enum : [];
  return values
    .filter((value): value is string | number | boolean =>
      ["string", "number", "boolean"].includes(typeof value),
    )
    .map((value) => ({ value, label: typeof value === "string" ? humanize(value) : String(value) }));
}

/** staticOptions keys are strings: map "5" back to 5 when the enum holds numbers. */
function enumValue(schema: FieldSchema, key: string): string | number | boolean {
  const values = Array.isArray(schema.enum) ? schema.enum : [];
  return (values.find((value) => String(value) === key) as string | number | boolean | undefined) ?? key;
}

// A referenced schema's `title` names a type ("WidgetBackground"), not the field: the property name is better.
function labelOf(key: string, xControl: XControl): string {
  return xControl.label ?? humanize(key);
}

/** The value the form shows at `path`: the stored one, else the default of its schema. */
function effectiveValueAt(rootSchema: FieldSchema, rootValue: unknown, path: string): unknown {
  const stored = getAt(rootValue, path);
  if (stored !== undefined) return stored;
  let schema: FieldSchema | undefined = resolveSchema(rootSchema);
  for (const key of path.split(".")) {
    if (!schema) return undefined;
    const next: unknown =
      schema.type === "array"
        ? schema.items
        : isJsonObject(schema.properties)
          ? schema.properties[key]
          : undefined;
    schema = isJsonObject(next) ? resolveSchema(next) : undefined;
  }
  return schema?.default;
}

interface BuildContext {
  rootSchema: FieldSchema;
  rootValue: unknown;
}

/** How an item of a list is called in its header: its name/label/title, else its first choice, else "Item n". */
export function listItemLabel(
  item: unknown,
  index: number,
  itemSchema: FieldSchema,
  fallback: string,
): string {
  if (isJsonObject(item)) {
    for (const key of ["name", "label", "title"]) {
      const text = item[key];
      if (typeof text === "string" && text.trim() !== "") return text.trim();
    }
    const properties = isJsonObject(itemSchema.properties) ? itemSchema.properties : {};
    for (const [key, raw] of Object.entries(properties)) {
      if (!isJsonObject(raw) || !Array.isArray(raw.enum) || item[key] === undefined) continue;
      const choice = choicesOf(raw, xControlOf(raw)).find((option) => option.value === item[key]);
      if (choice) return choice.label;
    }
  }
  return `${fallback} ${index + 1}`;
}

function buildField(
  key: string,
  rawSchema: FieldSchema,
  path: string,
  required: boolean,
  context: BuildContext,
): FormField | null {
  const schema = resolveSchema(rawSchema);
  const xControl = xControlOf(schema);
  if (xControl.hidden) return null;
  const value = getAt(context.rootValue, path);
  // A value node is stored on purpose: it shows even where the field's conditions would hide static text.
  const valueAt = (field: string) => effectiveValueAt(context.rootSchema, context.rootValue, field);
  if (!isValueNode(value) && !conditionsHold(xControl.conditions, valueAt)) return null;
  const base = {
    path,
    label: labelOf(key, xControl),
    description:
      xControl.description ?? (typeof schema.description === "string" ? schema.description : undefined),
    schema,
    xControl,
    required,
  };
  if (isValueNode(value)) return { ...base, kind: "valueNode", node: value };
  const hinted = xControl.inputType !== undefined;
  if (!hinted && typeOf(schema) === "object" && isJsonObject(schema.properties)) {
    return { ...base, kind: "group", children: buildFields(schema, path, context) };
  }
  const control = controlKindOf(schema, xControl);
  if (control === "dragAndDrop" && isJsonObject(schema.items)) {
    const itemSchema = resolveSchema(schema.items);
    const list = Array.isArray(value) ? value : Array.isArray(schema.default) ? schema.default : [];
    const itemName = xControl.itemLabel ?? "Item";
    return {
      ...base,
      kind: "list",
      itemSchema,
      value: list,
      items: list.map((item, index) => {
        const itemPath = joinPath(path, index);
        return {
          path: itemPath,
          label: listItemLabel(item, index, itemSchema, itemName),
          children: buildFields(itemSchema, itemPath, context),
        };
      }),
    };
  }
  return { ...base, kind: "leaf", control, value, effective: value ?? schema.default };
}

/** The fields of an object schema whose value sits at `path` ("" = the form root). */
function buildFields(objectSchema: FieldSchema, path: string, context: BuildContext): FormField[] {
  const schema = resolveSchema(objectSchema);
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const fields: FormField[] = [];
  for (const [key, raw] of Object.entries(properties)) {
    if (!isJsonObject(raw)) continue;
    const field = buildField(key, raw, joinPath(path, key), required.has(key), context);
    if (field) fields.push(field);
  }
  return fields;
}

export interface FieldTreeOptions {
  /** Top-level properties the form leaves out (a section's regions: they hold widgets, not settings). */
  skip?: readonly string[];
}

export function buildFieldTree(
  schema: FieldSchema,
  value: unknown,
  options: FieldTreeOptions = {},
): FormField[] {
  const skip = new Set(options.skip ?? []);
  return buildFields(schema, "", { rootSchema: schema, rootValue: value }).filter(
    (field) => !skip.has(field.path),
  );
}

/** Every path the tree renders something for (fields, groups, lists and list items). */
export function renderedPaths(fields: readonly FormField[]): string[] {
  const paths: string[] = [];
  const visit = (field: FormField) => {
    paths.push(field.path);
    if (field.kind === "group") field.children.forEach(visit);
    if (field.kind === "list") {
      for (const item of field.items) {
        paths.push(item.path);
        item.children.forEach(visit);
      }
    }
  };
  fields.forEach(visit);
  return paths;
}

/** The deepest rendered path that is `field` or contains it; "" when nothing rendered does (form-level). */
export function claimingPath(paths: readonly string[], field: string): string {
  let best = "";
  for (const path of paths) {
    if (isWithin(field, path) && path.length > best.length) best = path;
  }
  return best;
}

/** Problem messages by the rendered path that shows them ("" = the top of the form). */
export function assignProblems(
  fields: readonly FormField[],
  problems: readonly Problem[],
): Map<string, string[]> {
  const paths = renderedPaths(fields);
  const byPath = new Map<string, string[]>();
  for (const problem of problems) {
    const path = claimingPath(paths, problem.field);
    const messages = byPath.get(path) ?? [];
    if (!messages.includes(problem.message)) messages.push(problem.message);
    byPath.set(path, messages);
  }
  return byPath;
}
