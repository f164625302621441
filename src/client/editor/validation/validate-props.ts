// Thin wrapper over the precompiled validators: validates a copy (the validators fill defaults in place, and
// editor documents are frozen), then drops errors inside param/literal/sprintf nodes, which the server
// resolves to plain values before validating, exactly as src/server/layouts/validate-document.ts does.
import { isJsonObject, type JsonObject } from "../model/types";
import { VALUE_NODES } from "../model/widget-meta";
import {
  type GeneratedValidationError,
  type GeneratedValidator,
  validateMiddleware,
  widgetValidators,
} from "./generated/validators.js";

export interface SchemaError {
  /** Path tokens inside the validated value, with a missing or unknown property appended. */
  path: string[];
  code: string;
  message: string;
}

/** JSON pointers (ajv's instancePath form) of the value nodes inside a value. */
function valueNodePaths(value: unknown, pointer: string, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) valueNodePaths(item, `${pointer}/${index}`, found);
  } else if (isJsonObject(value)) {
    if (typeof value.$hydrate === "string" && VALUE_NODES.has(value.$hydrate)) found.push(pointer);
    else for (const [key, child] of Object.entries(value)) valueNodePaths(child, `${pointer}/${key}`, found);
  }
  return found;
}

function describe(error: GeneratedValidationError): string {
  const extra = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (extra.additionalProperty) return `Unknown property "${extra.additionalProperty}".`;
  if (extra.allowedValues) return `Must be one of: ${extra.allowedValues.join(", ")}.`;
  return `${(error.message ?? "is invalid").replace(/^./, (c) => c.toUpperCase())}.`;
}

function errorPath(error: GeneratedValidationError): string[] {
  const parts = error.instancePath
    .split("/")
    .filter(Boolean)
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
  const extra = error.params as { missingProperty?: string; additionalProperty?: string };
  const named = extra.missingProperty ?? extra.additionalProperty;
  if (named) parts.push(named);
  return parts;
}

function run(validate: GeneratedValidator, value: unknown): SchemaError[] {
  if (validate(structuredClone(value))) return [];
  const skipped = valueNodePaths(value, "");
  const covered = (instancePath: string) =>
    skipped.some((p) => instancePath === p || instancePath.startsWith(`${p}/`));
  return (validate.errors ?? [])
    .filter((error) => !covered(error.instancePath))
    .map((error) => ({ path: errorPath(error), code: error.keyword, message: describe(error) }));
}

/** Errors of a widget's props (without its `$` keys); [] for an unknown key (reported elsewhere). */
export function validateProps(hydrateKey: string, props: JsonObject): SchemaError[] {
  const validate = widgetValidators[hydrateKey];
  return validate ? run(validate, props) : [];
}

/** Errors of a node's $middleware. Value nodes are not allowed there (the server does not resolve them). */
export function validateMiddlewareValue(middleware: unknown): SchemaError[] {
  if (validateMiddleware(structuredClone(middleware))) return [];
  return (validateMiddleware.errors ?? []).map((error) => ({
    path: errorPath(error),
    code: error.keyword,
    message: describe(error),
  }));
}
