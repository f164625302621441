import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatePropsStrictly, widgetSchemas } from "../../src/lib/layout/widget-schemas";
import { parseLayoutDocument } from "../../src/server/layouts/templates";

const layoutsDir = path.resolve(import.meta.dirname, "../../layouts");
const files = readdirSync(layoutsDir).filter((file) => file.endsWith(".json"));

/** Every widget node in a stored document, with its props as written. */
function widgetNodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(widgetNodes);
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const nested = Object.values(node).flatMap(widgetNodes);
  return typeof node.$hydrate === "string" && node.$hydrate.startsWith("react.") ? [node, ...nested] : nested;
}

/** Props as the widget sees them: middleware stripped, param nodes standing for strings. */
function storedProps(node: Record<string, unknown>): Record<string, unknown> {
  const { $hydrate: _h, $middleware: _m, ...props } = node;
  return Object.fromEntries(
    Object.entries(props).map(([key, value]) => {
      const isParam =
        value && typeof value === "object" && (value as { $hydrate?: string }).$hydrate === "param";
      return [key, isParam ? "param" : value];
    }),
  );
}

describe.each(files)("layouts/%s", (file) => {
  const doc = JSON.parse(readFileSync(path.join(layoutsDir, file), "utf8"));

  it("is a valid layout document named after its view type", () => {
    expect(parseLayoutDocument(doc, file).layoutID).toBe(path.basename(file, ".json"));
  });

  it("uses only registered widgets, with props valid against their schemas", () => {
    for (const node of widgetNodes(doc)) {
      const schema = widgetSchemas.get(String(node.$hydrate));
      expect(schema, String(node.$hydrate)).toBeDefined();
      if (!schema) continue;
      // Regions hold child nodes, checked on their own.
      const props = Object.fromEntries(
        Object.entries(storedProps(node)).filter(
          ([, value]) => !Array.isArray(value) || !widgetNodes(value).length,
        ),
      );
      expect(validatePropsStrictly(schema, props), `${node.$hydrate} in ${file}`).toEqual([]);
    }
  });
});
