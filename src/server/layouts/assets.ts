// GET /layouts/{id}/hydrate-assets: the JS chunks and CSS files a hydrated layout renders, from Vite's build
// manifest, with the same function the HTML shell uses for its first-load preloads (web/preload.ts).
import type { LayoutAssets } from "../../types/generated/api/layout-assets";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import { fragmentAssets } from "../services/fragments";
import { clientDir } from "../web/index-html";
import { layoutChunkFiles, readWidgetChunks, type WidgetChunks } from "../web/preload";

let chunks: WidgetChunks | undefined;

/** Public: the files of a layout only change with a new build, which changes their hashed names. */
export const ASSETS_CACHE_CONTROL = "public, max-age=300";

export function hydratedLayoutAssets(layout: HydratedLayout, widgetChunks?: WidgetChunks): LayoutAssets {
  chunks ??= readWidgetChunks(clientDir);
  const files = layoutChunkFiles([layout.titleBar, ...layout.layout], widgetChunks ?? chunks);
  // Custom fragments the layout renders are fetched from the API like any other module and stylesheet.
  const fragments = fragmentAssets([layout.titleBar, ...layout.layout]);
  return {
    js: [...files.js.map((file) => `/${file}`), ...fragments.js],
    css: [...files.css.map((file) => `/${file}`), ...fragments.css],
  };
}
