// The rules a layout document must follow, for the server (which refuses a document that breaks them) and the
// editor (which shows each broken rule where it is): sections only at the top level, known widget keys, widgets
// only in sections their schema allows, props and $middleware valid against the schemas (a param/literal/sprintf
// node may stand in for a prop value), the title bar a title bar, and the view type's required assets present.
// A key the schemas do not model is not an error: it is a warning, and the key is dropped when the document is
// saved, so a document from another version of the format is still accepted.
// Pure: the schema validators are passed in (ajv-compiled on the server, precompiled standalone in the editor).
import { widgetSchemaDocuments } from "../../types/generated/widget-schema-index";

/** What a validator reports, in the shape ajv and its standalone code both use. */
interface SchemaValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly SchemaValidationError[] | null;
}

export interface LayoutValidators {
  /** The props validator of a widget's hydrate key; undefined when the key has no schema. */
  props(hydrateKey: string): SchemaValidator | undefined;
  middleware: SchemaValidator;
}

export interface LayoutIssue {
  severity: "error" | "warning";
  /** Path tokens from the document root to the node (["layout", "1", "mainTop", "0"], ["titleBar"]). */
  node: string[];
  /** Path tokens inside the node: a prop path, ["$middleware", …], ["$hydrate"] for its kind or placement. */
  field: string[];
  /** The node's editor id, when it carries one. */
  editorID: string | null;
  code: string;
  message: string;
}

interface DocumentCheck {
  errors: LayoutIssue[];
  /** Keys the schemas do not model: dropped on save (withoutUnknownKeys), never a reason to refuse. */
  warnings: LayoutIssue[];
}

export interface LayoutDocumentInput {
  layoutViewType: string;
  layout: unknown;
  titleBar?: unknown;
}

interface WidgetMeta {
  name: string;
  group: string;
  sections?: string[];
  assets?: Record<string, { viewTypes: string[]; isRequired: boolean }>;
}

interface WidgetSchemaDocument {
  "x-widget": WidgetMeta & { hydrate: string[] };
  properties: Record<string, { type?: unknown }>;
}

export const SECTION_PREFIX = "react.section.";
const UNKNOWN_PROPERTY = "unknownProperty";
/** Nodes resolved to plain values before props are validated: they may stand in for a prop value. */
export const VALUE_NODES: ReadonlySet<string> = new Set(["param", "literal", "sprintf"]);
/** Keys of a widget node that are not props ($editorID: the editor's node id, stripped before a save). */
const RESERVED_KEYS: ReadonlySet<string> = new Set([
  "$hydrate",
  "$middleware",
  "$fragmentImpls",
  "$reactTestID",
  "$editorID",
]);
/** Keywords under which one failed branch says nothing about the value: an unknown key there stays an error. */
const BRANCH_KEYWORDS = new Set(["anyOf", "oneOf", "not", "if"]);

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Hydrate key → schema (one schema may serve several keys, e.g. a widget and its page asset). */
const schemasByKey: ReadonlyMap<string, WidgetSchemaDocument> = new Map(
  (widgetSchemaDocuments as WidgetSchemaDocument[]).flatMap((schema) =>
    schema["x-widget"].hydrate.map((key) => [key, schema] as const),
  ),
);

export function isSectionKey(key: string): boolean {
  return schemasByKey.get(key)?.["x-widget"].group === "Sections";
}

/** "react.section.2-columns" → "2-columns" (the id widgets list in x-widget.sections). */
export function sectionShortID(sectionKey: string): string {
  return sectionKey.startsWith(SECTION_PREFIX) ? sectionKey.slice(SECTION_PREFIX.length) : sectionKey;
}

/** The region keys of a section, in its schema's order: its array-typed props. */
export function schemaRegions(sectionKey: string): string[] {
  const schema = schemasByKey.get(sectionKey);
  if (!schema || !isSectionKey(sectionKey)) return [];
  return Object.entries(schema.properties)
    .filter(([, prop]) => isObject(prop) && prop.type === "array")
    .map(([key]) => key);
}

/** A node's props: every key but the reserved `$` ones. */
export function nodeProps(node: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(node).filter(([key]) => !RESERVED_KEYS.has(key)));
}

/** What a node's props or middleware broke, relative to the node (so it may be cached by node). */
type Finding = Pick<LayoutIssue, "severity" | "field" | "code" | "message">;

function describe(error: SchemaValidationError): string {
  const extra = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (extra.additionalProperty) return `Unknown property "${extra.additionalProperty}".`;
  if (extra.allowedValues) return `Must be one of: ${extra.allowedValues.join(", ")}.`;
  return `${(error.message ?? "is invalid").replace(/^./, (c) => c.toUpperCase())}.`;
}

function pointerTokens(pointer: string): string[] {
  return pointer
    .split("/")
    .filter(Boolean)
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** The path an error points at, with the missing or unknown property appended. */
function errorPath(error: SchemaValidationError): string[] {
  const extra = error.params as { missingProperty?: string; additionalProperty?: string };
  const named = extra.missingProperty ?? extra.additionalProperty;
  return named ? [...pointerTokens(error.instancePath), named] : pointerTokens(error.instancePath);
}

/** JSON pointers (instancePath form) of the value nodes inside a value. */
function valueNodePaths(value: unknown, pointer: string, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) valueNodePaths(item, `${pointer}/${index}`, found);
  } else if (isObject(value)) {
    if (typeof value.$hydrate === "string" && VALUE_NODES.has(value.$hydrate)) found.push(pointer);
    else for (const [key, child] of Object.entries(value)) valueNodePaths(child, `${pointer}/${key}`, found);
  }
  return found;
}

const within = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

/** An unknown key that can simply be dropped: no failed either/or branch at or above it. */
function isDroppable(error: SchemaValidationError, all: readonly SchemaValidationError[]): boolean {
  if (error.keyword !== "additionalProperties") return false;
  return !all.some(
    (other) => BRANCH_KEYWORDS.has(other.keyword) && within(error.instancePath, other.instancePath),
  );
}

/**
 * Runs a validator over a copy (validators fill defaults in place; editor documents are frozen). Errors inside
 * value nodes are left out when `valueNodes` is set: the server resolves those before validating.
 */
function run(validate: SchemaValidator, value: unknown, prefix: string[], valueNodes: boolean): Finding[] {
  if (validate(structuredClone(value))) return [];
  const errors = validate.errors ?? [];
  const skipped = valueNodes ? valueNodePaths(value, "") : [];
  return errors
    .filter((error) => !skipped.some((base) => within(error.instancePath, base)))
    .map((error): Finding => {
      const field = [...prefix, ...errorPath(error)];
      if (!isDroppable(error, errors))
        return { severity: "error", field, code: error.keyword, message: describe(error) };
      const key = String(error.params.additionalProperty);
      const message = `Unknown property "${key}": it is dropped when the layout is saved.`;
      return { severity: "warning", field, code: UNKNOWN_PROPERTY, message };
    });
}

/** One run over a document: the validators, their per-node cache, and what was found so far. */
interface Walk {
  validators: LayoutValidators;
  cache: WeakMap<object, Finding[]>;
  issues: LayoutIssue[];
  usedKeys: Set<string>;
}

function report(walk: Walk, node: string[], editorID: string | null, finding: Finding): void {
  walk.issues.push({ node, editorID, ...finding });
}

/** A node's middleware and props findings; cached for frozen nodes (the editor's untouched ones). */
function nodeFindings(walk: Walk, key: string, node: JsonObject): Finding[] {
  const cached = walk.cache.get(node);
  if (cached) return cached;
  const { middleware, props } = walk.validators;
  const validate = props(key);
  const findings = [
    ...(node.$middleware !== undefined ? run(middleware, node.$middleware, ["$middleware"], false) : []),
    ...(validate ? run(validate, nodeProps(node), [], true) : []),
  ];
  if (Object.isFrozen(node)) walk.cache.set(node, findings);
  return findings;
}

/** Why a node may not stand where it is (section: the containing section's id, null at the top), or null. */
function misplacement(key: string, section: string | null): string | null {
  const isSection = isSectionKey(key);
  if (section === null && !isSection) return `Only sections may be at the top level, not "${key}".`;
  if (section !== null && isSection) return "Sections are only allowed at the top level.";
  const meta = schemasByKey.get(key)?.["x-widget"];
  if (section !== null && meta && !(meta.sections ?? []).includes(section))
    return `"${meta.name}" is not allowed in a ${section} section.`;
  return null;
}

function validateNode(walk: Walk, value: unknown, path: string[], section: string | null): void {
  if (!isObject(value) || typeof value.$hydrate !== "string") {
    const message = "Must be a widget node (an object with $hydrate).";
    report(walk, path, null, { severity: "error", field: [], code: "type", message });
    return;
  }
  const editorID = typeof value.$editorID === "string" ? value.$editorID : null;
  const key = value.$hydrate;
  walk.usedKeys.add(key);
  const at = ["$hydrate"];
  if (!schemasByKey.has(key)) {
    const message = `Unknown widget "${key}".`;
    report(walk, path, editorID, { severity: "error", field: at, code: "unknownWidget", message });
    return;
  }
  const misplaced = misplacement(key, section);
  if (misplaced)
    report(walk, path, editorID, { severity: "error", field: at, code: "section", message: misplaced });
  for (const finding of nodeFindings(walk, key, value)) report(walk, path, editorID, finding);
  if (!isSectionKey(key)) return;
  for (const region of schemaRegions(key)) {
    const items = value[region];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      validateNode(walk, item, [...path, region, String(index)], sectionShortID(key));
    });
  }
}

function validateTitleBar(walk: Walk, titleBar: unknown): void {
  if (titleBar === undefined || titleBar === null) return;
  if (!isObject(titleBar) || titleBar.$hydrate !== "react.titleBar") {
    const message = 'The title bar must be a "react.titleBar" node.';
    report(walk, ["titleBar"], null, { severity: "error", field: ["$hydrate"], code: "titleBar", message });
    return;
  }
  for (const finding of nodeFindings(walk, "react.titleBar", titleBar))
    report(walk, ["titleBar"], null, finding);
}

function reportMissingAssets(walk: Walk, layoutViewType: string): void {
  for (const [key, schema] of schemasByKey) {
    const asset = schema["x-widget"].assets?.[key];
    if (!asset?.isRequired || !asset.viewTypes.includes(layoutViewType) || walk.usedKeys.has(key)) continue;
    const message = `The layout must contain the required widget "${schema["x-widget"].name}" (${key}).`;
    report(walk, ["layout"], null, { severity: "error", field: [], code: "missingAsset", message });
  }
}

export type DocumentChecker = (doc: LayoutDocumentInput) => DocumentCheck;

/** The document checker for a set of validators. */
export function createDocumentChecker(validators: LayoutValidators): DocumentChecker {
  const cache = new WeakMap<object, Finding[]>();
  return (doc) => {
    const walk: Walk = { validators, cache, issues: [], usedKeys: new Set() };
    if (!Array.isArray(doc.layout)) {
      const message = "The layout must be an array of sections.";
      report(walk, ["layout"], null, { severity: "error", field: [], code: "type", message });
      return { errors: walk.issues, warnings: [] };
    }
    doc.layout.forEach((node, index) => {
      validateNode(walk, node, ["layout", String(index)], null);
    });
    validateTitleBar(walk, doc.titleBar);
    reportMissingAssets(walk, doc.layoutViewType);
    return {
      errors: walk.issues.filter((issue) => issue.severity === "error"),
      warnings: walk.issues.filter((issue) => issue.severity === "warning"),
    };
  };
}

/** An issue's place as one dotted path from the document root, e.g. "layout.1.mainBottom.0.apiParams.limit". */
export function dottedPath(issue: LayoutIssue): string {
  return [...issue.node, ...issue.field].join(".");
}

/** A copy of the document without the keys the warnings name (what is saved). */
export function withoutUnknownKeys<T extends { layout: unknown; titleBar?: unknown }>(
  doc: T,
  warnings: readonly LayoutIssue[],
): T {
  if (warnings.length === 0) return doc;
  const copy = structuredClone(doc);
  for (const warning of warnings) {
    const path = [...warning.node, ...warning.field];
    const key = path.pop();
    let parent: unknown = copy;
    for (const token of path)
      parent = isObject(parent) || Array.isArray(parent) ? (parent as JsonObject)[token] : undefined;
    if (key !== undefined && isObject(parent)) delete parent[key];
  }
  return copy;
}
