// modulepreload links for the widget chunks an inlined layout renders, read from Vite's build manifest, so the
// browser fetches them alongside the entry instead of after it (no load waterfall on first paint).
// Convention: a widget's component file is named after its $reactComponent (widgets/banner/BannerWidget.tsx).
import { readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Component name → the JS files it needs beyond the entry (its chunk and the chunks that chunk imports). */
export type WidgetChunks = ReadonlyMap<string, string[]>;

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

export function readWidgetChunks(clientDir: string): WidgetChunks {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  } catch {
    return new Map(); // no build manifest (tests with their own shell): no preloads
  }
  const chunks = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const component = key.match(/widgets\/.+\/([A-Za-z0-9]+)\.tsx$/)?.[1];
    if (component && chunk.isDynamicEntry) chunks.set(component, chunkFiles(manifest, key));
  }
  return chunks;
}

function componentNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) componentNames(item, found);
  } else if (value && typeof value === "object") {
    const node = value as { $reactComponent?: unknown; $reactProps?: unknown };
    if (typeof node.$reactComponent === "string") found.add(node.$reactComponent);
    for (const child of Object.values(node.$reactProps ?? {})) componentNames(child, found);
  }
  return found;
}

export function modulePreloadLinks(nodes: unknown[], chunks: WidgetChunks): string {
  const files = new Set<string>();
  for (const name of componentNames(nodes)) for (const file of chunks.get(name) ?? []) files.add(file);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
}
