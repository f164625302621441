// The widget registry, the widget schemas and the generated stories must agree: every registered component has
// a schema with valid examples and defaults, every example has a story, and every schema is registered.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  allWidgetSchemas,
  createPropsPreparer,
  exampleProps,
  validatePropsStrictly,
  type WidgetSchema,
  widgetSchemas,
} from "../../src/lib/layout/widget-schemas";
import { widgetRegistry } from "../../widgets/registry";

const root = path.resolve(import.meta.dirname, "../..");
const schemaFiles = readdirSync(path.join(root, "schemas/widgets")).filter((name) =>
  name.endsWith(".schema.json"),
);
const schemaByComponent = new Map(allWidgetSchemas.map((schema) => [schema["x-widget"].component, schema]));

/** Problems with a node's props, and recursively with the stored-form child nodes in its regions. */
function nodeProblems(schema: WidgetSchema, props: Record<string, unknown>, where: string): string[] {
  const own = validatePropsStrictly(schema, props).map(
    (error) => `${where}${error.instancePath} ${error.message ?? "is invalid"}`,
  );
  const children = Object.entries(props).flatMap(([region, value]) =>
    Array.isArray(value)
      ? value.flatMap((child, index) => childProblems(child, `${where}.${region}[${index}]`))
      : [],
  );
  return [...own, ...children];
}

function childProblems(child: unknown, where: string): string[] {
  if (typeof child !== "object" || child === null || !("$hydrate" in child)) return [];
  const { $hydrate, $middleware: _middleware, ...props } = child as Record<string, unknown>;
  const schema = widgetSchemas.get(String($hydrate));
  if (!schema) return [`${where}: unknown widget "${String($hydrate)}"`];
  return nodeProblems(schema, props, `${where}(${String($hydrate)})`);
}

function storySource(component: string): string {
  return readFileSync(path.join(root, "stories/widgets", `${component}.stories.tsx`), "utf8");
}

describe("widget registry", () => {
  it("lists every widget schema file in the shared schema list", () => {
    const listed = allWidgetSchemas.map((schema) => path.basename(new URL(schema.$id).pathname));
    expect([...listed].sort()).toEqual([...schemaFiles].sort());
  });

  it("registers a component for every widget schema", () => {
    const missing = allWidgetSchemas
      .map((schema) => schema["x-widget"].component)
      .filter((component) => !(component in widgetRegistry));
    expect(missing).toEqual([]);
  });

  describe.each(Object.keys(widgetRegistry).filter((name) => schemaByComponent.has(name)))(
    "%s",
    (component) => {
      const schema = schemaByComponent.get(component) as WidgetSchema;
      const hydrateKey = schema["x-widget"].hydrate[0] as string;

      it("has at least one named example", () => {
        expect(schema.examples.length).toBeGreaterThan(0);
        for (const example of schema.examples) expect(typeof example.$name).toBe("string");
      });

      it("has a generated story for each example", () => {
        const source = storySource(component);
        schema.examples.forEach((example, index) => {
          expect(source).toContain(`name: ${JSON.stringify(example.$name)},`);
          expect(source).toContain(`widgetStory(${JSON.stringify(hydrateKey)}, ${index})`);
        });
      });

      it("has examples that validate strictly (no unknown keys), children included", () => {
        const problems = schema.examples.flatMap((example, index) =>
          nodeProblems(schema, exampleProps(example), `examples[${index}]`),
        );
        expect(problems).toEqual([]);
      });

      it("has defaults that pass its own schema", () => {
        const defaults = createPropsPreparer(schema)({});
        expect(validatePropsStrictly(schema, defaults)).toEqual([]);
      });
    },
  );

  it("has no registered component without a schema", () => {
    const withoutSchema = Object.keys(widgetRegistry).filter((name) => !schemaByComponent.has(name));
    expect(withoutSchema).toEqual([]);
  });
});
