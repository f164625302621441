// Writes the three widget lists that used to be kept by hand, from the widget schemas and the widget folders:
//   widgets/registry.ts                              component name → lazy import (the client registry)
//   src/server/layouts/widget-loaders.generated.ts   hydrate key → the folder's hydrate.server.ts loader
//   stories/support/widget-previews.generated.ts     hydrate key → the folder's preview.ts loader
// A widget is its schema (schemas/widgets/<id>.schema.json) and its folder (widgets/<id>/, or x-widget.folder
// when it shares one); the names inside follow from the id (ARCHITECTURE.md, "Add a widget").
// `--check` writes nothing and exits 1 when a checked-in list differs from what the schemas and folders produce.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const schemasDir = path.join(root, "schemas/widgets");
const widgetsDir = path.join(root, "widgets");
const check = process.argv.includes("--check");

export interface WidgetEntry {
  id: string;
  folder: string;
  component: string;
  hydrate: string[];
  isSection: boolean;
  /** Export names found in the folder, with the module they come from (relative to widgets/). */
  loader?: { name: string; module: string };
  preview?: { name: string; module: string };
}

/** "react.asset.postCommentThread" → "postcommentthread"; sections keep their "section" prefix. */
export function keyLetters(hydrateKey: string): string {
  const segments = hydrateKey.split(".");
  const last = segments.at(-1) ?? "";
  const base = segments[1] === "section" ? `section${last}` : last;
  return base.replaceAll("-", "").toLowerCase();
}

/** The id spells the key's last segment with words split by hyphens: same letters, same order. */
export function idMatchesKey(id: string, hydrateKey: string): boolean {
  return id.replaceAll("-", "").toLowerCase() === keyLetters(hydrateKey);
}

/** The exported function or constant in `source` whose name is `prefix` + the id, compared without case. */
function findExport(source: string, prefix: string, id: string): string | undefined {
  const wanted = `${prefix}${id.replaceAll("-", "")}`.toLowerCase();
  const declared = [...source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Za-z0-9_]+)/g)];
  // Re-exports too: `export { hydrateCta as previewCta } from "./hydrate.server"`.
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? "").split(",").map(
      (item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? "",
    ),
  );
  const names = [...declared.map((match) => match[1] as string), ...listed];
  return names.find((name) => name.toLowerCase() === wanted);
}

function findInFolder(folder: string, files: string[], prefix: string, id: string) {
  for (const file of files) {
    const full = path.join(widgetsDir, folder, file);
    if (!existsSync(full)) continue;
    const name = findExport(readFileSync(full, "utf8"), prefix, id);
    if (name) return { name, module: `${folder}/${file.replace(/\.ts$/, "")}` };
  }
  return undefined;
}

export function readWidgets(): WidgetEntry[] {
  const problems: string[] = [];
  const entries = readdirSync(schemasDir)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()
    .map((name) => {
      const meta = JSON.parse(readFileSync(path.join(schemasDir, name), "utf8"))["x-widget"];
      const id: string = meta.id;
      const folder: string = meta.folder ?? id;
      const entry: WidgetEntry = {
        id,
        folder,
        component: meta.component,
        hydrate: meta.hydrate,
        isSection: meta.group === "Sections",
      };
      if (name !== `${id}.schema.json`) problems.push(`${name}: x-widget.id is "${id}"`);
      if (!idMatchesKey(id, meta.hydrate[0]))
        problems.push(`${name}: id "${id}" does not spell ${meta.hydrate[0]}`);
      if (!existsSync(path.join(widgetsDir, folder, `${meta.component}.tsx`)))
        problems.push(`${name}: widgets/${folder}/${meta.component}.tsx is missing`);
      const serverFiles = existsSync(path.join(widgetsDir, folder))
        ? readdirSync(path.join(widgetsDir, folder)).filter((file) => file.endsWith(".server.ts"))
        : [];
      const ordered = ["hydrate.server.ts", ...serverFiles.filter((file) => file !== "hydrate.server.ts")];
      entry.loader = findInFolder(folder, ordered, "hydrate", id);
      if (!entry.loader && serverFiles.includes("hydrate.server.ts"))
        problems.push(`${name}: widgets/${folder}/hydrate.server.ts exports no hydrate<${id}> loader`);
      entry.preview = findInFolder(folder, ["preview.ts"], "preview", id);
      return entry;
    });
  if (problems.length > 0)
    throw new Error(`Widget schemas and folders disagree:\n  ${problems.join("\n  ")}`);
  return entries;
}

const banner = (what: string) =>
  `// Generated by scripts/generate-widgets.ts from schemas/widgets/ and the widget folders.\n// Do not edit: ${what}.`;

function registrySource(widgets: WidgetEntry[]): string {
  const seen = new Set<string>();
  const ordered = [...widgets.filter((w) => w.isSection), ...widgets.filter((w) => !w.isSection)];
  const lines = ordered.flatMap((widget) => {
    if (seen.has(widget.component)) return [];
    seen.add(widget.component);
    const target = `./${widget.folder}/${widget.component}`;
    return [`  ${widget.component}: lazyWidget(() => import(${JSON.stringify(target)})),`];
  });
  return [
    banner("add a schema and its folder"),
    "// The one list of renderable components: `$reactComponent` name → lazily loaded widget. Importing this file",
    "// loads no widget code (each widget is its own chunk).",
    'import { lazyWidget, type WidgetRegistry } from "../src/layout/registry-types";',
    "",
    "export const widgetRegistry: WidgetRegistry = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}

/** Hydrate key → loader map source; `from` is the path from the output file to widgets/. */
function loaderMapSource(
  widgets: WidgetEntry[],
  pick: (widget: WidgetEntry) => WidgetEntry["loader"],
  options: {
    from: string;
    catalogImport: string;
    contextType: string;
    contextImport: string;
    exportName: string;
    what: string;
  },
): string {
  const imports = new Map<string, Set<string>>();
  const rows: string[] = [];
  for (const widget of widgets) {
    const found = pick(widget);
    if (!found) continue;
    const names = imports.get(found.module) ?? new Set<string>();
    names.add(found.name);
    imports.set(found.module, names);
    for (const key of widget.hydrate) rows.push(`  ${JSON.stringify(key)}: typedLoader(${found.name}),`);
  }
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import { ${[...names].sort().join(", ")} } from "${options.from}/${module}";`);
  return [
    banner(options.what),
    ...importLines,
    `import { typedLoader, type WidgetLoader } from "${options.catalogImport}";`,
    options.contextImport,
    "",
    `export const ${options.exportName}: Record<string, WidgetLoader<${options.contextType}>> = {`,
    ...rows,
    "};",
    "",
  ].join("\n");
}

/** Biome's own formatting and import order, so the lists pass the lint step exactly as written. */
function formatted(file: string, source: string): string {
  const biome = path.join(root, "node_modules/.bin/biome");
  const result = spawnSync(biome, ["check", "--write", `--stdin-file-path=${file}`], { input: source });
  if (result.status !== 0) throw new Error(`biome failed on ${file}: ${result.stderr.toString()}`);
  return result.stdout.toString();
}

export function generate(): Map<string, string> {
  const widgets = readWidgets();
  const outputs = new Map([
    [path.join(widgetsDir, "registry.ts"), registrySource(widgets)],
    [
      path.join(root, "src/server/layouts/widget-loaders.generated.ts"),
      loaderMapSource(widgets, (widget) => widget.loader, {
        from: "../../../widgets",
        catalogImport: "../../lib/layout/catalog",
        contextType: "LayoutContext",
        contextImport: 'import type { LayoutContext } from "./context";',
        exportName: "widgetLoaders",
        what: "export hydrate<Id> from the widget's hydrate.server.ts",
      }),
    ],
    [
      path.join(root, "stories/support/widget-previews.generated.ts"),
      loaderMapSource(widgets, (widget) => widget.preview, {
        from: "../../widgets",
        catalogImport: "../../src/lib/layout/catalog",
        contextType: "PreviewContext",
        contextImport: 'import type { PreviewContext } from "./preview-data";',
        exportName: "widgetPreviews",
        what: "export preview<Id> from the widget's preview.ts",
      }),
    ],
  ]);
  return new Map([...outputs].map(([file, source]) => [file, formatted(file, source)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const outputs = generate();
  if (check) {
    const stale = [...outputs].filter(
      ([file, source]) => !existsSync(file) || readFileSync(file, "utf8") !== source,
    );
    if (stale.length > 0) {
      const list = stale.map(([file]) => `  ${path.relative(root, file)}`).join("\n");
      console.error(`Stale generated widget lists (run npm run types:generate):\n${list}`);
      process.exit(1);
    }
  } else {
    for (const [file, source] of outputs) writeFileSync(file, source);
    console.log(`Generated ${outputs.size} widget lists`);
  }
}
