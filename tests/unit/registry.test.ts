// The widget registry, the widget schemas, the default templates and the generated stories must agree: every
// registered component has a schema with valid examples and defaults, every example has a story (and every widget
// an "All variants" story), every schema is registered, page assets and section regions are well formed, and
// every template names registered widgets and has its page stories.
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
const stem = (schema: WidgetSchema) => path.basename(new URL(schema.$id).pathname, ".schema.json");
/** Components with a schema; several schemas may share one (posts/announcements/questions, post assets). */
const componentsWithSchema = new Set(allWidgetSchemas.map((schema) => schema["x-widget"].component));

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

const widgetStoryFiles = readdirSync(path.join(root, "stories/widgets")).map((name) =>
  readFileSync(path.join(root, "stories/widgets", name), "utf8"),
);

/**
 * The generated stories of a schema, found by the header naming it (file names vary when schemas share a component).
 */
function storySource(schema: WidgetSchema): string {
  const header = `// Generated from schemas/widgets/${stem(schema)}.schema.json `;
  return widgetStoryFiles.find((source) => source.startsWith(header)) ?? "";
}

interface Template {
  file: string;
  layoutViewType: string;
  document: Record<string, unknown>;
}

const templates: Template[] = readdirSync(path.join(root, "layouts"))
  .filter((name) => name.endsWith(".json"))
  .map((file) => {
    const document = JSON.parse(readFileSync(path.join(root, "layouts", file), "utf8"));
    return { file, layoutViewType: String(document.layoutViewType), document };
  });

/** View types a page asset may name: those with a default template, plus custom pages (which have none). */
const knownViewTypes = new Set([...templates.map((template) => template.layoutViewType), "customPage"]);

/** Region keys of each section (docs/reference/layout-documents.md#sections). */
const SECTION_REGIONS: Record<string, string[]> = {
  "react.section.full-width": ["children"],
  "react.section.1-column": ["children"],
  "react.section.2-columns": ["mainTop", "mainBottom", "secondaryTop", "secondaryBottom", "breadcrumbs"],
  "react.section.2-columns-even": ["left", "right", "breadcrumbs"],
  "react.section.3-columns": [
    "leftTop",
    "leftBottom",
    "middleTop",
    "middleBottom",
    "rightTop",
    "rightBottom",
    "breadcrumbs",
  ],
  "react.section.3-columns-even": ["left", "middle", "right", "breadcrumbs"],
};

const VALUE_NODES = new Set(["param", "literal", "sprintf"]);

/** Every widget hydrate key in a stored document (value nodes such as param refs left out). */
function widgetKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) widgetKeys(item, found);
  else if (typeof value === "object" && value !== null) {
    const hydrate = (value as Record<string, unknown>).$hydrate;
    if (typeof hydrate === "string" && !VALUE_NODES.has(hydrate)) found.add(hydrate);
    for (const child of Object.values(value)) widgetKeys(child, found);
  }
  return found;
}

const isSection = (schema: WidgetSchema) => schema["x-widget"].group === "Sections";

/** The array-typed props of a schema: for a section, its regions. */
function arrayProperties(schema: WidgetSchema): [string, Record<string, unknown>][] {
  return Object.entries(schema.properties).flatMap(([name, property]) =>
    typeof property === "object" && property !== null && (property as { type?: unknown }).type === "array"
      ? [[name, property as Record<string, unknown>] as [string, Record<string, unknown>]]
      : [],
  );
}

const isNode = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Record<string, unknown>).$hydrate === "string";

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

  describe.each(allWidgetSchemas.map((schema) => [stem(schema), schema] as const))("%s", (_name, schema) => {
    const hydrateKey = schema["x-widget"].hydrate[0] as string;

    it("has at least one named example", () => {
      expect(schema.examples.length).toBeGreaterThan(0);
      for (const example of schema.examples) expect(typeof example.$name).toBe("string");
    });

    it("has a generated story for each example, and an All variants story", () => {
      const source = storySource(schema);
      schema.examples.forEach((example, index) => {
        expect(source).toContain(`name: ${JSON.stringify(example.$name)},`);
        expect(source).toContain(`widgetStory(${JSON.stringify(hydrateKey)}, ${index})`);
      });
      expect(source).toContain('name: "All variants",');
      expect(source).toContain(`allVariantsStory(${JSON.stringify(hydrateKey)})`);
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
  });

  it("has no registered component without a schema", () => {
    const withoutSchema = Object.keys(widgetRegistry).filter((name) => !componentsWithSchema.has(name));
    expect(withoutSchema).toEqual([]);
  });
});

describe("page assets", () => {
  const withAssets = allWidgetSchemas.filter((schema) => schema["x-widget"].assets);

  it("are among the widget's own hydrate keys", () => {
    const stray = withAssets.flatMap((schema) =>
      Object.keys(schema["x-widget"].assets ?? {})
        .filter((key) => !schema["x-widget"].hydrate.includes(key))
        .map((key) => `${schema["x-widget"].component}: ${key}`),
    );
    expect(stray).toEqual([]);
  });

  it("name view types that have a default template (or customPage)", () => {
    const unknown = withAssets.flatMap((schema) =>
      Object.entries(schema["x-widget"].assets ?? {}).flatMap(([key, asset]) =>
        asset.viewTypes
          .filter((viewType) => !knownViewTypes.has(viewType))
          .map((viewType) => `${key}: ${viewType}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe("sections", () => {
  const sections = allWidgetSchemas.filter(isSection);

  it("are exactly the sections of the layout format", () => {
    const keys = sections.flatMap((schema) => schema["x-widget"].hydrate);
    expect([...keys].sort()).toEqual(Object.keys(SECTION_REGIONS).sort());
  });

  describe.each(sections.map((schema) => [schema["x-widget"].hydrate[0] as string, schema] as const))(
    "%s",
    (hydrateKey, schema) => {
      it("has the regions of the layout format, each an array of nodes defaulting to empty", () => {
        const regions = arrayProperties(schema);
        expect(regions.map(([name]) => name).sort()).toEqual([...(SECTION_REGIONS[hydrateKey] ?? [])].sort());
        for (const [name, region] of regions) {
          expect(region.items, name).toMatchObject({ type: "object" });
          expect(region.default, name).toEqual([]);
        }
      });

      it("has examples whose regions hold only widget nodes", () => {
        const notNodes = schema.examples.flatMap((example, index) =>
          arrayProperties(schema).flatMap(([region]) => {
            const value = example[region];
            const items: unknown[] = Array.isArray(value) ? value : [];
            return items.filter((item) => !isNode(item)).map(() => `examples[${index}].${region}`);
          }),
        );
        expect(notNodes).toEqual([]);
      });
    },
  );
});

describe.each(templates.map((template) => [template.file, template] as const))(
  "template %s",
  (file, template) => {
    it("names only widgets that have a schema and a registered component", () => {
      const unregistered = [...widgetKeys(template.document)].filter((key) => {
        const schema = widgetSchemas.get(key);
        return !schema || !(schema["x-widget"].component in widgetRegistry);
      });
      expect(unregistered).toEqual([]);
    });

    it("has only sections at the top of its layout", () => {
      const layout = Array.isArray(template.document.layout) ? template.document.layout : [];
      const notSections = layout
        .map((node) => (isNode(node) ? String((node as Record<string, unknown>).$hydrate) : "(not a node)"))
        .filter((key) => !widgetSchemas.get(key) || !isSection(widgetSchemas.get(key) as WidgetSchema));
      expect(notSections).toEqual([]);
    });

    it("has generated page stories at desktop, tablet and mobile", () => {
      const pageFiles = readdirSync(path.join(root, "stories/pages")).map((name) =>
        readFileSync(path.join(root, "stories/pages", name), "utf8"),
      );
      const source = pageFiles.find((text) => text.startsWith(`// Generated from layouts/${file} `)) ?? "";
      expect(source).toContain(`import template from "../../layouts/${file}";`);
      for (const device of ["desktop", "tablet", "mobile"]) {
        expect(source).toContain(`pageStory(template, ${JSON.stringify(device)})`);
        expect(source).toContain(`tags: [${JSON.stringify(`viewport-${device}`)}]`);
      }
    });
  },
);
