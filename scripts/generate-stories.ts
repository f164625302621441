// Writes one Storybook file per widget schema (stories/widgets/<Component>.stories.tsx), one story per schema
// example, so widget variants live in the schema and never get hand-copied. `--check` writes nothing and exits 1
// when the checked-in stories differ from what the schemas produce.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const schemasDir = path.join(root, "schemas/widgets");
const outDir = path.join(root, "stories/widgets");
const check = process.argv.includes("--check");

interface WidgetSchemaFile {
  file: string;
  hydrateKey: string;
  component: string;
  title: string;
  /** Storybook layout: full-bleed widgets and sections fill the canvas, the others get a margin. */
  layout: "fullscreen" | "padded";
  exampleNames: string[];
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
      const examples: { $name?: unknown }[] = Array.isArray(schema.examples) ? schema.examples : [];
      return {
        file: `schemas/widgets/${name}`,
        hydrateKey: widget.hydrate[0],
        component: widget.component,
        title: widget.group === "Sections" ? `Sections/${widget.name}` : `Widgets/${widget.name}`,
        layout: isFullBleed(widget) ? "fullscreen" : "padded",
        exampleNames: examples.map((example, index) =>
          typeof example.$name === "string" ? example.$name : `Example ${index + 1}`,
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

function storiesSource(widget: WidgetSchemaFile): string {
  const taken = new Set<string>();
  const stories = widget.exampleNames.map((name, index) =>
    [
      `export const ${storyExportName(name, taken)}: StoryObj = {`,
      `  name: ${JSON.stringify(name)},`,
      `  ...widgetStory(${JSON.stringify(widget.hydrateKey)}, ${index}),`,
      "};",
    ].join("\n"),
  );
  return [
    `// Generated from ${widget.file} by scripts/generate-stories.ts. Do not edit: change the schema's examples.`,
    'import type { Meta, StoryObj } from "@storybook/react-vite";',
    'import { widgetStory } from "../support/widget-story";',
    "",
    "const meta = {",
    `  title: ${JSON.stringify(widget.title)},`,
    `  parameters: { hydrateKey: ${JSON.stringify(widget.hydrateKey)}, layout: ${JSON.stringify(widget.layout)} },`,
    "} satisfies Meta;",
    "",
    "export default meta;",
    "",
    ...stories.flatMap((story) => [story, ""]),
  ].join("\n");
}

function generate(): Map<string, string> {
  return new Map(
    readWidgetSchemas().map((widget) => [
      path.join(outDir, `${widget.component}.stories.tsx`),
      storiesSource(widget),
    ]),
  );
}

const outputs = generate();
const existing = readdirSync(outDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".stories.tsx"))
  .map((entry) => path.join(outDir, entry.name));
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
  console.log(`Generated ${outputs.size} story files into stories/widgets/`);
}
