// Default ("template") layouts: the JSON files in layouts/, one per view type. They are immutable and carry the view
// type as their string layoutID (docs/reference/layout-documents.md#documents). Validated once at start so a broken
// file fails fast.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import layoutSchema from "../../../schemas/layout/layout.schema.json";
import middlewareSchema from "../../../schemas/layout/middleware.schema.json";
import nodeSchema from "../../../schemas/layout/node.schema.json";
import type { LayoutDocument } from "../../types/generated/layout/layout";
import { migrateLayoutParts } from "./migrations";

const layoutsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../layouts");

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(middlewareSchema);
ajv.addSchema(nodeSchema);
const validateLayout = ajv.compile<LayoutDocument>(layoutSchema);

export function parseLayoutDocument(json: unknown, source: string): LayoutDocument {
  if (!validateLayout(json)) {
    const detail = (validateLayout.errors ?? [])
      .map((e) => `${e.instancePath || "/"} ${e.message}`)
      .join("; ");
    throw new Error(`Invalid layout ${source}: ${detail}`);
  }
  return json;
}

function loadTemplates(): Map<string, LayoutDocument> {
  const templates = new Map<string, LayoutDocument>();
  for (const file of readdirSync(layoutsDir).filter((name) => name.endsWith(".json"))) {
    // Migrated on read: a template written in an older format reads as the current one.
    const raw = parseLayoutDocument(JSON.parse(readFileSync(path.join(layoutsDir, file), "utf8")), file);
    const doc = migrateLayoutParts(raw);
    templates.set(doc.layoutViewType, doc);
  }
  return templates;
}

let cache: Map<string, LayoutDocument> | undefined;

export function layoutTemplate(layoutViewType: string): LayoutDocument | undefined {
  cache ??= loadTemplates();
  return cache.get(layoutViewType);
}

export function layoutViewTypes(): string[] {
  cache ??= loadTemplates();
  return [...cache.keys()];
}
