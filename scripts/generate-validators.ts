// Precompiles the widget and middleware JSON Schemas into one standalone ES module
// (src/client/editor/validation/generated/validators.js, checked in) so the editor validates documents without
// the ajv runtime: ajv's standalone code generation, with its few runtime helpers swapped for the editor's own
// (validation/runtime.ts) and formats taken from ajv-formats' dependency-free formats module.
// `--check` compares instead of writing and exits 1 when the checked-in validators are stale.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone";
import addFormats from "ajv-formats";
import middlewareSchema from "../schemas/layout/middleware.schema.json";
import {
  commonWidgetSchemaDocuments,
  widgetSchemaDocuments,
} from "../src/types/generated/widget-schema-index";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "src/client/editor/validation/generated");
const check = process.argv.includes("--check");

type Json = Record<string, unknown>;
interface SchemaDocument extends Json {
  $id: string;
  "x-widget": { hydrate: string[] };
}

/** Annotations only: validation never reads them, and dropping them keeps the module small. */
const ANNOTATIONS = new Set(["title", "description", "examples", "$comment", "x-widget", "x-control"]);
/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_VALUES = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "anyOf",
  "oneOf",
  "allOf",
]);

function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && typeof value === "object" && value !== null && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, stripAnnotations(sub)]),
      );
    } else out[key] = SCHEMA_VALUES.has(key) ? stripAnnotations(value) : value;
  }
  return out;
}

/** The ajv runtime modules the standalone code may require, and what the editor uses instead. */
const REQUIRE_REPLACEMENTS: Record<string, { name: string; from: string; imported: string }> = {
  'require("ajv/dist/runtime/ucs2length").default': {
    name: "ucs2length",
    from: "../runtime",
    imported: "ucs2length",
  },
  'require("ajv/dist/runtime/equal").default': { name: "equal", from: "../runtime", imported: "equal" },
  'require("ajv-formats/dist/formats").fullFormats': {
    name: "fullFormats",
    from: "ajv-formats/dist/formats.js",
    imported: "fullFormats",
  },
};

/** Rewrites require(…) calls into ESM imports; any other require is an error (it would break the browser). */
export function toBrowserModule(code: string): string {
  const imports = new Map<string, Set<string>>();
  let out = code;
  for (const [call, replacement] of Object.entries(REQUIRE_REPLACEMENTS)) {
    if (!out.includes(call)) continue;
    out = out.replaceAll(call, replacement.name);
    const names = imports.get(replacement.from) ?? new Set<string>();
    names.add(
      replacement.imported === replacement.name
        ? replacement.name
        : `${replacement.imported} as ${replacement.name}`,
    );
    imports.set(replacement.from, names);
  }
  const leftover = /require\([^)]*\)[^;,)]*/.exec(out);
  if (leftover) throw new Error(`generate-validators: no browser replacement for ${leftover[0]}`);
  const header = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import { ${[...names].sort().join(", ")} } from "${from}";`);
  const body = out.replace(/^"use strict";\n?/, "");
  return header.length ? `${header.join("\n")}\n${body}` : body;
}

const exportName = (id: string) =>
  `validate${path
    .basename(new URL(id).pathname, ".schema.json")
    .replace(/(^|[-_.])(\w)/g, (_m, _sep, ch: string) => ch.toUpperCase())}`;

export function generateValidators(): Map<string, string> {
  const ajv = new Ajv({
    // The same options as the server's strict validator (src/server/layouts/validate-document.ts).
    allErrors: true,
    useDefaults: true,
    strict: false,
    // Referenced common schemas become shared functions instead of being copied into every widget that uses
    // them (a tenth smaller); results are the same.
    inlineRefs: false,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  for (const schema of commonWidgetSchemaDocuments) ajv.addSchema(stripAnnotations(schema) as Json);
  const widgets = (widgetSchemaDocuments as SchemaDocument[]).toSorted((a, b) => a.$id.localeCompare(b.$id));
  const exports: Record<string, string> = {};
  const byKey: [string, string][] = [];
  for (const schema of widgets) {
    ajv.addSchema(stripAnnotations(schema) as Json);
    const name = exportName(schema.$id);
    exports[name] = schema.$id;
    for (const key of schema["x-widget"].hydrate) byKey.push([key, name]);
  }
  ajv.addSchema(stripAnnotations(middlewareSchema) as Json);
  exports.validateMiddleware = middlewareSchema.$id;

  const banner =
    "// Generated from schemas/widgets/ and schemas/layout/middleware.schema.json by scripts/generate-validators.ts. Do not edit.";
  const module = [
    banner,
    toBrowserModule(standaloneCode(ajv, exports)),
    "/** Hydrate key → props validator. */",
    `export const widgetValidators = {\n${byKey
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`)
      .join("\n")}\n};`,
    "",
  ].join("\n");
  const types = [
    banner,
    "export interface GeneratedValidationError {",
    "  instancePath: string;",
    "  schemaPath: string;",
    "  keyword: string;",
    "  params: Record<string, unknown>;",
    "  message?: string;",
    "}",
    "export interface GeneratedValidator {",
    "  (data: unknown): boolean;",
    "  errors?: GeneratedValidationError[] | null;",
    "}",
    ...Object.keys(exports).map((name) => `export declare const ${name}: GeneratedValidator;`),
    "/** Hydrate key → props validator. */",
    "export declare const widgetValidators: Readonly<Record<string, GeneratedValidator>>;",
    "",
  ].join("\n");
  return new Map([
    [path.join(outDir, "validators.js"), module],
    [path.join(outDir, "validators.d.ts"), types],
  ]);
}

function main(): void {
  const outputs = generateValidators();
  if (check) {
    const stale = [...outputs].filter(([file, text]) => {
      try {
        return readFileSync(file, "utf8") !== text;
      } catch {
        return true;
      }
    });
    if (stale.length) {
      console.error(
        `Stale generated validators (run npm run types:generate):\n${stale.map(([f]) => ` ${f}`).join("\n")}`,
      );
      process.exit(1);
    }
  } else {
    mkdirSync(outDir, { recursive: true });
    for (const [file, text] of outputs) writeFileSync(file, text);
    console.log(`Generated ${outputs.size} validator files into ${path.relative(root, outDir)}/`);
  }
}

// Run when called as a script (tests import toBrowserModule).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
