// Validates a whole layout document before it is saved or previewed: sections only at the top level, known
// widget keys, widgets only in sections their schema allows, props strictly valid (a param/literal/sprintf node
// may stand in for any prop value), $middleware valid, and the view type's required assets present.
// Every error names the path of the offending node and prop, e.g. `layout.1.mainBottom.0.apiParams.limit`.
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import middlewareSchema from "../../../schemas/layout/middleware.schema.json";
import { type WidgetSchema, widgetSchemas } from "../../lib/layout/widget-schemas";
import { commonWidgetSchemaDocuments } from "../../types/generated/widget-schema-index";
import type { FieldError } from "../http/errors";

type JsonObject = Record<string, unknown>;

export interface LayoutDocumentInput {
  layoutViewType: string;
  layout: unknown;
  titleBar?: unknown;
}

/** Nodes resolved to plain values before props are validated, so they may replace any prop value. */
const VALUE_NODES = new Set(["param", "literal", "sprintf"]);
/** Keys of a widget node that are not props ($editorID: the editor's node id, stripped before a save). */
const RESERVED_KEYS = new Set(["$hydrate", "$middleware", "$fragmentImpls", "$reactTestID", "$editorID"]);
export const SECTION_PREFIX = "react.section.";

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const strictAjv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
for (const schema of commonWidgetSchemaDocuments as object[]) strictAjv.addSchema(schema);
const validateMiddleware = strictAjv.compile(middlewareSchema);
const strictValidators = new Map<string, ValidateFunction>();

function strictValidator(schema: WidgetSchema): ValidateFunction {
  let validate = strictValidators.get(schema.$id);
  if (!validate) {
    validate = strictAjv.getSchema(schema.$id) ?? strictAjv.compile(schema);
    strictValidators.set(schema.$id, validate);
  }
  return validate;
}

export function isSectionKey(key: string): boolean {
  return widgetSchemas.get(key)?.["x-widget"].group === "Sections";
}

/** The region keys of a section schema: its array-typed props. */
export function sectionRegions(schema: WidgetSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, prop]) => isObject(prop) && prop.type === "array")
    .map(([key]) => key);
}

function error(field: string, code: string, message: string): FieldError {
  return { field, code, message };
}

/** The dotted path an ajv error points at, with the missing or extra property appended. */
function errorField(base: string, ajvError: ErrorObject): string {
  const parts = ajvError.instancePath.split("/").filter(Boolean);
  const extra = ajvError.params as { missingProperty?: string; additionalProperty?: string };
  const named = extra.missingProperty ?? extra.additionalProperty;
  if (named) parts.push(named);
  return [base, ...parts].join(".");
}

function describe(ajvError: ErrorObject): string {
  const extra = ajvError.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (extra.additionalProperty) return `Unknown property "${extra.additionalProperty}".`;
  if (extra.allowedValues) return `Must be one of: ${extra.allowedValues.join(", ")}.`;
  return `${(ajvError.message ?? "is invalid").replace(/^./, (c) => c.toUpperCase())}.`;
}

/** JSON-pointer paths (ajv's instancePath form) of the value nodes inside props: errors there are not errors. */
function valueNodePaths(value: unknown, pointer: string, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) valueNodePaths(item, `${pointer}/${index}`, found);
  } else if (isObject(value)) {
    if (typeof value.$hydrate === "string" && VALUE_NODES.has(value.$hydrate)) found.push(pointer);
    else for (const [key, child] of Object.entries(value)) valueNodePaths(child, `${pointer}/${key}`, found);
  }
  return found;
}

function propErrors(schema: WidgetSchema, props: JsonObject, path: string): FieldError[] {
  const validate = strictValidator(schema);
  if (validate(structuredClone(props))) return [];
  const skipped = valueNodePaths(props, "");
  const covered = (instancePath: string) =>
    skipped.some((p) => instancePath === p || instancePath.startsWith(`${p}/`));
  return (validate.errors ?? [])
    .filter((e) => !covered(e.instancePath))
    .map((e) => error(errorField(path, e), e.keyword, describe(e)));
}

function middlewareErrors(middleware: unknown, path: string): FieldError[] {
  if (validateMiddleware(structuredClone(middleware))) return [];
  return (validateMiddleware.errors ?? []).map((e) =>
    error(errorField(`${path}.$middleware`, e), e.keyword, describe(e)),
  );
}

interface Walk {
  errors: FieldError[];
  usedKeys: Set<string>;
}

/** Validates one widget or section node; `section` is the containing section's ID (null at the top level). */
function validateNode(node: unknown, path: string, section: string | null, walk: Walk): void {
  if (!isObject(node) || typeof node.$hydrate !== "string") {
    walk.errors.push(error(path, "type", "Must be a widget node (an object with $hydrate)."));
    return;
  }
  const key = node.$hydrate;
  walk.usedKeys.add(key);
  const schema = widgetSchemas.get(key);
  if (!schema) {
    walk.errors.push(error(`${path}.$hydrate`, "unknownWidget", `Unknown widget "${key}".`));
    return;
  }
  const isSection = isSectionKey(key);
  if (section === null && !isSection) {
    walk.errors.push(
      error(`${path}.$hydrate`, "section", `Only sections may be at the top level, not "${key}".`),
    );
  } else if (section !== null && isSection) {
    walk.errors.push(error(`${path}.$hydrate`, "section", "Sections are only allowed at the top level."));
  } else if (section !== null && !(schema["x-widget"].sections ?? []).includes(section)) {
    walk.errors.push(
      error(
        `${path}.$hydrate`,
        "section",
        `"${schema["x-widget"].name}" is not allowed in a ${section} section.`,
      ),
    );
  }
  if (node.$middleware !== undefined) walk.errors.push(...middlewareErrors(node.$middleware, path));
  const props = Object.fromEntries(Object.entries(node).filter(([k]) => !RESERVED_KEYS.has(k)));
  walk.errors.push(...propErrors(schema, props, path));
  if (!isSection) return;
  const sectionID = key.slice(SECTION_PREFIX.length);
  for (const region of sectionRegions(schema)) {
    const items = node[region];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      validateNode(item, `${path}.${region}.${index}`, sectionID, walk);
    });
  }
}

function missingAssets(layoutViewType: string, usedKeys: Set<string>): FieldError[] {
  const missing: FieldError[] = [];
  for (const [key, schema] of widgetSchemas) {
    const asset = schema["x-widget"].assets?.[key];
    if (!asset?.isRequired || !asset.viewTypes.includes(layoutViewType) || usedKeys.has(key)) continue;
    missing.push(
      error(
        "layout",
        "missingAsset",
        `The layout must contain the required widget "${schema["x-widget"].name}" (${key}).`,
      ),
    );
  }
  return missing;
}

function titleBarErrors(titleBar: unknown, walk: Walk): void {
  if (titleBar === undefined || titleBar === null) return;
  if (!isObject(titleBar) || titleBar.$hydrate !== "react.titleBar") {
    walk.errors.push(
      error("titleBar.$hydrate", "titleBar", 'The title bar must be a "react.titleBar" node.'),
    );
    return;
  }
  const schema = widgetSchemas.get("react.titleBar");
  if (titleBar.$middleware !== undefined)
    walk.errors.push(...middlewareErrors(titleBar.$middleware, "titleBar"));
  const props = Object.fromEntries(Object.entries(titleBar).filter(([k]) => !RESERVED_KEYS.has(k)));
  if (schema) walk.errors.push(...propErrors(schema, props, "titleBar"));
}

/** Every problem of the document, each naming the path of the node and prop at fault. Empty = valid. */
export function validateLayoutDocument(doc: LayoutDocumentInput): FieldError[] {
  const walk: Walk = { errors: [], usedKeys: new Set() };
  if (!Array.isArray(doc.layout))
    return [error("layout", "type", "The layout must be an array of sections.")];
  doc.layout.forEach((node, index) => {
    validateNode(node, `layout.${index}`, null, walk);
  });
  titleBarErrors(doc.titleBar, walk);
  walk.errors.push(...missingAssets(doc.layoutViewType, walk.usedKeys));
  return walk.errors;
}
