// modulepreload links for the widget chunks an inlined layout renders, read from Vite's build manifest, so the
// browser fetches them alongside the entry instead of after it (no load waterfall on first paint).
// Convention: a widget's component file is named after its $reactComponent (widgets/app-banner/BannerWidget.tsx).
import { readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The files one component (or a whole layout) needs beyond the entry, root-relative without a leading slash. */
export interface ChunkFiles {
  js: string[];
  css: string[];
}

/** Component name → the files it needs beyond the entry (its chunk and the chunks that chunk imports). */
export type WidgetChunks = ReadonlyMap<string, ChunkFiles>;

function chunkFiles(manifest: Manifest, key: string, out: ChunkFiles, seen = new Set<string>()): ChunkFiles {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return out;
  seen.add(key);
  out.js.push(chunk.file);
  out.css.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, out, seen);
  return out;
}

export function readWidgetChunks(clientDir: string): WidgetChunks {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  } catch {
    return new Map(); // no build manifest (tests with their own shell): no preloads
  }
  const chunks = new Map<string, ChunkFiles>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const component = key.match(/widgets\/.+\/([A-Za-z0-9]+)\.tsx$/)?.[1];
    if (component && chunk.isDynamicEntry)
      chunks.set(component, chunkFiles(manifest, key, { js: [], css: [] }));
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

/** The JS chunks and CSS files the hydrated nodes render, each once, in render order: the first-load preloads
 * and GET /layouts/{id}/hydrate-assets both come from here. */
export function layoutChunkFiles(nodes: unknown[], chunks: WidgetChunks): ChunkFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const name of componentNames(nodes)) {
    const files = chunks.get(name);
    for (const file of files?.js ?? []) js.add(file);
    for (const file of files?.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

export function modulePreloadLinks(nodes: unknown[], chunks: WidgetChunks): string {
  const { js, css } = layoutChunkFiles(nodes, chunks);
  return [
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
  ].join("");
}
