// Generates TypeScript types from every JSON Schema under schemas/ into src/types/generated/ (checked in).
// `--check` compares instead of writing and exits 1 when the checked-in types are stale.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile, type JSONSchema } from "json-schema-to-typescript";

const root = path.resolve(import.meta.dirname, "..");
const schemasDir = path.join(root, "schemas");
const outDir = path.join(root, "src/types/generated");
const check = process.argv.includes("--check");

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name.endsWith(".schema.json") ? [full] : [];
  });
}

/**
 * The hydrator fills schema defaults before a widget sees its props, so a property with a default is always
 * present in what components receive: mark it required in the generated type.
 */
function requireDefaulted(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(requireDefaulted);
  if (!node || typeof node !== "object") return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = key === "examples" || key === "default" ? value : requireDefaulted(value);
  }
  const properties = copy.properties as Record<string, { default?: unknown }> | undefined;
  if (properties && typeof properties === "object") {
    const defaulted = Object.keys(properties).filter((name) => properties[name]?.default !== undefined);
    // A schema describing JSON Schemas (integration-form-schema) has a property named "required" that is no list.
    const listed = Array.isArray(copy.required) ? (copy.required as string[]) : [];
    const required = new Set([...listed, ...defaulted]);
    if (required.size) copy.required = [...required];
  }
  return copy;
}

function typeName(file: string): string {
  const base = path.basename(file, ".schema.json");
  return base.replace(/(^|[-_.])(\w)/g, (_m, _sep, ch: string) => ch.toUpperCase());
}

export async function generateAll(): Promise<Map<string, string>> {
  const outputs = new Map<string, string>();
  for (const file of schemaFiles(schemasDir).sort()) {
    const schema = requireDefaulted(JSON.parse(readFileSync(file, "utf8"))) as JSONSchema;
    const rel = path.relative(schemasDir, file);
    const ts = await compile(schema, typeName(file), {
      cwd: path.dirname(file),
      bannerComment: `// Generated from schemas/${rel} by scripts/generate-types.ts. Do not edit.`,
      additionalProperties: false,
      declareExternallyReferenced: true,
      format: false,
      strictIndexSignatures: true,
      unknownAny: true,
      // Referenced files get the same treatment as the root one.
      $refOptions: {
        resolve: {
          file: {
            order: 1,
            canRead: true,
            read: (ref: { url: string }) =>
              JSON.stringify(
                requireDefaulted(
                  JSON.parse(readFileSync(ref.url.startsWith("file:") ? new URL(ref.url) : ref.url, "utf8")),
                ),
              ),
          },
        },
      },
    });
    outputs.set(path.join(outDir, rel.replace(/\.schema\.json$/, ".ts")), ts);
  }
  return outputs;
}

/** The widget schema files (and the common ones they reference), so adding a widget is adding its schema file. */
function widgetSchemaIndex(): [string, string] {
  const list = (sub: string) =>
    readdirSync(path.join(schemasDir, sub))
      .filter((name) => name.endsWith(".schema.json"))
      .sort()
      .map((name) => `${sub}/${name}`);
  const ident = (file: string) =>
    `${typeName(file.replace("/common/", "/common-")).replace(/^./, (ch) => ch.toLowerCase())}Schema`;
  const widgets = list("widgets");
  const common = list("widgets/common");
  const lines = [
    "// Generated from the files in schemas/widgets/ by scripts/generate-types.ts. Do not edit.",
    ...[...common, ...widgets].map((file) => `import ${ident(file)} from "../../../schemas/${file}";`),
    "",
    `export const widgetSchemaDocuments: unknown[] = [${widgets.map(ident).join(", ")}];`,
    "",
    `export const commonWidgetSchemaDocuments: unknown[] = [${common.map(ident).join(", ")}];`,
    "",
  ];
  return [path.join(outDir, "widget-schema-index.ts"), lines.join("\n")];
}

const outputs = await generateAll();
outputs.set(...widgetSchemaIndex());
if (check) {
  const stale = [...outputs].filter(([file, ts]) => {
    try {
      return readFileSync(file, "utf8") !== ts;
    } catch {
      return true;
    }
  });
  if (stale.length) {
    console.error(
      `Stale generated types (run npm run types:generate):\n${stale.map(([f]) => ` ${f}`).join("\n")}`,
    );
    process.exit(1);
  }
} else {
  rmSync(outDir, { recursive: true, force: true });
  for (const [file, ts] of outputs) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, ts);
  }
  console.log(`Generated ${outputs.size} type files into src/types/generated/`);
}
