// Writes one Storybook file per widget schema (stories/widgets/<id>.stories.tsx): one story per schema
// example plus an "All variants" story, so widget variants live in the schema and never get hand-copied. And one
// file per default template (stories/pages/<ViewType>.stories.tsx): the page at desktop, tablet and mobile.
// `--check` writes nothing and exits 1 when the checked-in stories differ from what the schemas produce.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const schemasDir = path.join(root, "schemas/widgets");
const outDir = path.join(root, "stories/widgets");
const layoutsDir = path.join(root, "layouts");
const pagesDir = path.join(root, "stories/pages");
/** First line of a generated page file: hand-written files in stories/pages/ are never touched. */
const PAGE_HEADER = "// Generated from layouts/";
/** The page stories of each template, in order: export name and the device (and viewport) it is pinned to. */
const PAGE_DEVICES = ["Desktop", "Tablet", "Mobile"] as const;
const check = process.argv.includes("--check");

interface WidgetSchemaFile {
  file: string;
  hydrateKey: string;
  component: string;
  title: string;
  /** Storybook layout: full-bleed widgets and sections fill the canvas, the others get a margin. */
  layout: "fullscreen" | "padded";
  exampleNames: string[];
  /** The viewer an example is shown to (`$viewer`, e.g. "member" for widgets guests never get). */
  exampleViewers: (string | undefined)[];
}

function isFullBleed(widget: { group: string; sections?: string[] }): boolean {
  const sections = widget.sections ?? [];
  return (
    widget.group === "Sections" || sections.length === 0 || sections.every((name) => name === "full-width")
  );
}

function readWidgetSchemas(): WidgetSchemaFile[] {
  return readdirSync(schemasDir)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()
    .map((name) => {
      const schema = JSON.parse(readFileSync(path.join(schemasDir, name), "utf8"));
      const widget = schema["x-widget"];
      const examples: { $name?: unknown; $viewer?: unknown }[] = Array.isArray(schema.examples)
        ? schema.examples
        : [];
      return {
        file: `schemas/widgets/${name}`,
        hydrateKey: widget.hydrate[0],
        component: widget.component,
        title: widget.group === "Sections" ? `Sections/${widget.name}` : `Widgets/${widget.name}`,
        layout: isFullBleed(widget) ? "fullscreen" : "padded",
        exampleNames: examples.map((example, index) =>
          typeof example.$name === "string" ? example.$name : `Example ${index + 1}`,
        ),
        exampleViewers: examples.map((example) =>
          typeof example.$viewer === "string" ? example.$viewer : undefined,
        ),
      };
    });
}

/** "Compact metas as icons" → "CompactMetasAsIcons"; unique within the file and a valid identifier. */
export function storyExportName(name: string, taken: Set<string>): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? [];
  let base = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("") || "Example";
  if (/^[0-9]/.test(base)) base = `Example${base}`;
  let candidate = base;
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${base}${suffix}`;
  taken.add(candidate);
  return candidate;
}

/** An example meant for one viewer starts with the toolbar's viewer set to it. */
function viewerGlobals(viewer: string | undefined): string[] {
  return viewer ? [`  globals: { viewer: ${JSON.stringify(viewer)} },`] : [];
}

function storiesSource(widget: WidgetSchemaFile): string {
  const taken = new Set<string>();
  const stories = widget.exampleNames.map((name, index) =>
    [
      `export const ${storyExportName(name, taken)}: StoryObj = {`,
      `  name: ${JSON.stringify(name)},`,
      `  ...widgetStory(${JSON.stringify(widget.hydrateKey)}, ${index}),`,
      ...viewerGlobals(widget.exampleViewers[index]),
      "};",
    ].join("\n"),
  );
  const allVariants = [
    `export const ${storyExportName("All variants", taken)}: StoryObj = {`,
    '  name: "All variants",',
    `  ...allVariantsStory(${JSON.stringify(widget.hydrateKey)}),`,
    "};",
  ].join("\n");
  return [
    `// Generated from ${widget.file} by scripts/generate-stories.ts. Do not edit: change the schema's examples.`,
    'import type { Meta, StoryObj } from "@storybook/react-vite";',
    'import { allVariantsStory } from "../support/all-variants-story";',
    'import { widgetStory } from "../support/widget-story";',
    "",
    "const meta = {",
    `  title: ${JSON.stringify(widget.title)},`,
    `  parameters: { hydrateKey: ${JSON.stringify(widget.hydrateKey)}, layout: ${JSON.stringify(widget.layout)} },`,
    "} satisfies Meta;",
    "",
    "export default meta;",
    "",
    ...[...stories, allVariants].flatMap((story) => [story, ""]),
  ].join("\n");
}

/** "discussionList" → "DiscussionList": the page file and story title. */
export function pascalCase(name: string): string {
  return (name.match(/[A-Za-z0-9]+/g) ?? []).map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

interface TemplateFile {
  file: string;
  viewType: string;
}

function readTemplates(): TemplateFile[] {
  return readdirSync(layoutsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const template = JSON.parse(readFileSync(path.join(layoutsDir, name), "utf8"));
      if (typeof template.layoutViewType !== "string")
        throw new Error(`layouts/${name} has no layoutViewType`);
      return { file: name, viewType: template.layoutViewType };
    });
}

function pageSource(template: TemplateFile): string {
  // The tag is spelled out (not only set by pageStory): Storybook's indexer reads tags statically from the file.
  const stories = PAGE_DEVICES.map((device) =>
    [
      `export const ${device}: StoryObj = {`,
      `  ...pageStory(template, ${JSON.stringify(device.toLowerCase())}),`,
      `  tags: [${JSON.stringify(`viewport-${device.toLowerCase()}`)}],`,
      "};",
      "",
    ].join("\n"),
  );
  return [
    `${PAGE_HEADER}${template.file} by scripts/generate-stories.ts. Do not edit: change the template.`,
    'import type { Meta, StoryObj } from "@storybook/react-vite";',
    `import template from "../../layouts/${template.file}";`,
    'import { pageStory } from "../support/page-story";',
    "",
    "const meta = {",
    `  title: ${JSON.stringify(`Pages/${pascalCase(template.viewType)}`)},`,
    '  parameters: { layout: "fullscreen" },',
    "} satisfies Meta;",
    "",
    "export default meta;",
    "",
    ...stories,
  ].join("\n");
}

function generatedPageFiles(): string[] {
  return readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".stories.tsx"))
    .map((entry) => path.join(pagesDir, entry.name))
    .filter((file) => readFileSync(file, "utf8").startsWith(PAGE_HEADER));
}

/** <id>.stories.tsx: the widget's one spelling, its schema file's stem (x-widget.id). */
function storyFileName(widget: WidgetSchemaFile): string {
  return `${path.basename(widget.file, ".schema.json")}.stories.tsx`;
}

function generate(): Map<string, string> {
  const widgets = readWidgetSchemas();
  return new Map([
    ...widgets.map((widget) => [path.join(outDir, storyFileName(widget)), storiesSource(widget)] as const),
    ...readTemplates().map(
      (template) =>
        [path.join(pagesDir, `${pascalCase(template.viewType)}.stories.tsx`), pageSource(template)] as const,
    ),
  ]);
}

const outputs = generate();
const existing = [
  ...readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".stories.tsx"))
    .map((entry) => path.join(outDir, entry.name)),
  ...generatedPageFiles(),
];
const orphans = existing.filter((file) => !outputs.has(file));

if (check) {
  const stale = [...outputs].filter(([file, source]) => {
    try {
      return readFileSync(file, "utf8") !== source;
    } catch {
      return true;
    }
  });
  const problems = [...stale.map(([file]) => file), ...orphans.map((file) => `${file} (no schema)`)];
  if (problems.length > 0) {
    const list = problems.map((file) => `  ${path.relative(root, file)}`).join("\n");
    console.error(`Stale generated stories (run npm run stories:generate):\n${list}`);
    process.exit(1);
  }
  console.log(`Generated stories are up to date (${outputs.size} files).`);
} else {
  for (const file of orphans) rmSync(file);
  for (const [file, source] of outputs) writeFileSync(file, source);
  console.log(`Generated ${outputs.size} story files into stories/widgets/ and stories/pages/`);
}
