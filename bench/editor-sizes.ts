// What the editor costs in JavaScript, from Vite's build manifest (dist/client/.vite/manifest.json), gzipped (-9):
// - the public first view of the home page: the entry chunk and its static imports, plus the widget chunks the
//   home template renders (what the server modulepreloads with it);
// - the editor route: its lazy chunk and everything it imports that the entry does not already hold, and apart
//   the JSON view (CodeMirror), loaded when its tab opens;
// - the layout list route, the same way.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import homeTemplate from "../layouts/home.json";
import { widgetSchemas } from "../src/lib/layout/widget-schemas";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkGroup {
  files: number;
  gzipBytes: number;
}

export interface EditorSizes {
  publicEntry: ChunkGroup;
  homeWidgets: ChunkGroup;
  /** entry + home widgets: what a guest downloads before `/` renders. */
  publicFirstView: ChunkGroup;
  editorRoute: ChunkGroup;
  /** CodeMirror and the JSON pane, loaded when the JSON tab first opens. */
  editorJsonView: ChunkGroup;
  layoutsListRoute: ChunkGroup;
}

/** A chunk and its static imports, by manifest key. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function hydrateKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) hydrateKeys(item, found);
  else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if (typeof node.$hydrate === "string") found.add(node.$hydrate);
    for (const child of Object.values(node)) hydrateKeys(child, found);
  }
  return found;
}

export function measureEditorSizes(distDir: string): EditorSizes | undefined {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const gzip = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]?.file ?? "";
    if (!gzip.has(file))
      gzip.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzip.get(file) ?? 0;
  };
  const group = (keys: Iterable<string>): ChunkGroup => {
    const list = [...keys];
    return { files: list.length, gzipBytes: list.reduce((sum, key) => sum + sizeOf(key), 0) };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return undefined;
  const entry = closure(manifest, entryKey);
  const beyondEntry = (key: string | undefined) =>
    key ? [...closure(manifest, key)].filter((k) => !entry.has(k)) : [];

  const components = [...hydrateKeys([homeTemplate.titleBar, homeTemplate.layout])]
    .map((key) => widgetSchemas.get(key)?.["x-widget"].component)
    .filter((name): name is string => typeof name === "string");
  const widgetKeys = new Set<string>();
  for (const component of components) {
    const key = Object.keys(manifest).find(
      (k) => manifest[k]?.isDynamicEntry && new RegExp(`widgets/.+/${component}\\.tsx$`).test(k),
    );
    for (const k of beyondEntry(key)) widgetKeys.add(k);
  }
  const keyEnding = (end: string) => Object.keys(manifest).find((k) => k.endsWith(end));
  const routeKey = (name: string) => keyEnding(`editor/pages/${name}.tsx`);
  const editorKeys = new Set(beyondEntry(routeKey("EditorRoute")));
  return {
    publicEntry: group(entry),
    homeWidgets: group(widgetKeys),
    publicFirstView: group([...entry, ...widgetKeys]),
    editorRoute: group(editorKeys),
    editorJsonView: group(
      beyondEntry(keyEnding("editor/json/JsonPane.tsx")).filter((k) => !editorKeys.has(k)),
    ),
    layoutsListRoute: group(beyondEntry(routeKey("LayoutsRoute"))),
  };
}
