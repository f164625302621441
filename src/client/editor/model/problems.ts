// Every problem of an editor document, by the same rules as the server (src/server/layouts/validate-document.ts):
// sections only at the top level, known widget keys, widgets only in sections their schema allows, props and
// $middleware valid against the precompiled schemas (value nodes may stand in for any prop), the title bar
// valid, and the view type's required assets present. A document with no problems is one the server accepts.
import { type SchemaError, validateMiddlewareValue, validateProps } from "../validation/validate-props";
import type { LayoutCatalog } from "./catalog";
import { tokensToPointer } from "./paths";
import { sectionRegions } from "./regions";
import { type EditorDocument, isJsonObject, type JsonObject, type Problem } from "./types";
import { clientWidgetSchemas, isSectionKey, nodeProps, sectionShortID } from "./widget-meta";

interface Walk {
  problems: Problem[];
  usedKeys: Set<string>;
}

function problem(
  editorID: string | null,
  pointer: string,
  field: string,
  code: string,
  message: string,
): Problem {
  return { editorID, pointer, field, code, message };
}

/** Schema errors of a node's props or middleware, as problems of that node. */
function schemaProblems(
  errors: SchemaError[],
  editorID: string | null,
  nodePointer: string,
  prefix: string[],
): Problem[] {
  return errors.map((error) => {
    const path = [...prefix, ...error.path];
    return problem(
      editorID,
      `${nodePointer}${tokensToPointer(path)}`,
      path.join("."),
      error.code,
      error.message,
    );
  });
}

/**
 * Prop errors of frozen nodes, by node: operations (immer) keep every untouched node the same frozen object, so
 * after a move only the touched nodes are validated again. Errors are relative to the node, so a moved node's
 * cached errors still hold.
 */
const propErrorCache = new WeakMap<object, SchemaError[]>();

function cachedPropErrors(key: string, node: JsonObject): SchemaError[] {
  const cached = propErrorCache.get(node);
  if (cached) return cached;
  const errors = validateProps(key, nodeProps(node));
  if (Object.isFrozen(node)) propErrorCache.set(node, errors);
  return errors;
}

function validateNode(node: unknown, pointer: string, section: string | null, walk: Walk): void {
  if (!isJsonObject(node) || typeof node.$hydrate !== "string") {
    walk.problems.push(
      problem(null, pointer, "", "type", "Must be a widget node (an object with $hydrate)."),
    );
    return;
  }
  const editorID = typeof node.$editorID === "string" ? node.$editorID : null;
  const key = node.$hydrate;
  walk.usedKeys.add(key);
  const schema = clientWidgetSchemas.get(key);
  const at = `${pointer}/$hydrate`;
  if (!schema) {
    walk.problems.push(problem(editorID, at, "", "unknownWidget", `Unknown widget "${key}".`));
    return;
  }
  const isSection = isSectionKey(key);
  if (section === null && !isSection) {
    walk.problems.push(
      problem(editorID, at, "", "section", `Only sections may be at the top level, not "${key}".`),
    );
  } else if (section !== null && isSection) {
    walk.problems.push(problem(editorID, at, "", "section", "Sections are only allowed at the top level."));
  } else if (section !== null && !(schema["x-widget"].sections ?? []).includes(section)) {
    walk.problems.push(
      problem(
        editorID,
        at,
        "",
        "section",
        `"${schema["x-widget"].name}" is not allowed in a ${section} section.`,
      ),
    );
  }
  if (node.$middleware !== undefined)
    walk.problems.push(
      ...schemaProblems(validateMiddlewareValue(node.$middleware), editorID, pointer, ["$middleware"]),
    );
  walk.problems.push(...schemaProblems(cachedPropErrors(key, node), editorID, pointer, []));
  if (!isSection) return;
  for (const region of sectionRegions(key)) {
    const items = node[region];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      validateNode(item, `${pointer}/${region}/${index}`, sectionShortID(key), walk);
    });
  }
}

function validateTitleBar(titleBar: unknown, walk: Walk): void {
  if (titleBar === undefined || titleBar === null) return;
  if (!isJsonObject(titleBar) || titleBar.$hydrate !== "react.titleBar") {
    walk.problems.push(
      problem(null, "/titleBar/$hydrate", "", "titleBar", 'The title bar must be a "react.titleBar" node.'),
    );
    return;
  }
  if (titleBar.$middleware !== undefined)
    walk.problems.push(
      ...schemaProblems(validateMiddlewareValue(titleBar.$middleware), null, "/titleBar", ["$middleware"]),
    );
  walk.problems.push(
    ...schemaProblems(validateProps("react.titleBar", nodeProps(titleBar)), null, "/titleBar", []),
  );
}

function missingAssets(layoutViewType: string, usedKeys: Set<string>): Problem[] {
  const missing: Problem[] = [];
  for (const [key, schema] of clientWidgetSchemas) {
    const asset = schema["x-widget"].assets?.[key];
    if (!asset?.isRequired || !asset.viewTypes.includes(layoutViewType) || usedKeys.has(key)) continue;
    missing.push(
      problem(
        null,
        "/layout",
        "",
        "missingAsset",
        `The layout must contain the required widget "${schema["x-widget"].name}" (${key}).`,
      ),
    );
  }
  return missing;
}

/**
 * Every problem of the document, each naming the node (editorID), the pointer into the saved document and the
 * field inside the node. Empty: the server will accept it. The catalog is not needed for the rules (they come
 * from the schemas, as on the server); it is taken so callers need not know that.
 */
export function validateDocument(doc: EditorDocument, _catalog?: LayoutCatalog): Problem[] {
  const walk: Walk = { problems: [], usedKeys: new Set() };
  doc.layout.forEach((node, index) => {
    validateNode(node, `/layout/${index}`, null, walk);
  });
  validateTitleBar(doc.titleBar, walk);
  walk.problems.push(...missingAssets(doc.layoutViewType, walk.usedKeys));
  return walk.problems;
}

/** The problems of one node, optionally of one field ("" = the node itself). */
export function problemsOf(problems: readonly Problem[], editorID: string, field?: string): Problem[] {
  return problems.filter(
    (p) =>
      p.editorID === editorID &&
      (field === undefined || p.field === field || p.field.startsWith(`${field}.`)),
  );
}

/** Problem count per node id (null: document-level), for badges on the canvas and outline. */
export function problemCounts(problems: readonly Problem[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const p of problems) counts.set(p.editorID, (counts.get(p.editorID) ?? 0) + 1);
  return counts;
}
