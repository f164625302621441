import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Rolldown } from "vite";
import { compression } from "vite-plugin-compression2";

// react-router's package exports resolve to its development build even in production builds (dev warnings and
// their strings included); the browser bundle takes the production build it ships beside it.
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/** The libraries every page renders with: one file with the app's start, not a chunk each. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/;

type ModuleLookup = (id: string) => { importers: readonly string[]; isEntry: boolean } | null;

/**
 * Whether the entry loads a module before it runs (a chain of static imports from it). Rolldown splits such code
 * into several shared chunks when lazy chunks import it too; every page loads them all, and one file compresses
 * better than many small ones.
 */
function loadedAtStart(id: string, lookup: ModuleLookup, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // an import cycle does not make a module initial by itself
  const info = lookup(id);
  const initial =
    !!info && (info.isEntry || info.importers.some((importer) => loadedAtStart(importer, lookup, memo)));
  memo.set(id, initial);
  return initial;
}

function startChunk(): Rolldown.CodeSplittingGroup {
  const memo = new Map<string, boolean>();
  return {
    name: (id, ctx) =>
      FRAMEWORK.test(id) || loadedAtStart(id, (m) => ctx.getModuleInfo(m), memo) ? "app" : null,
  };
}

// The client app: index.html lives in src/client; the server serves dist/client and inlines page state.
// Client-only settings are skipped for the server bundle (`vite build --ssr`).
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz beside each client asset, at the highest levels: the server sends them as they are (web/pages.ts).
    ...(isSsrBuild ? [] : [compression({ include: /assets\/[^/]+\.(js|css|svg|json)$/, threshold: 1024 })]),
  ],
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to modulepreload the widget chunks an inlined layout needs (no load waterfall).
    manifest: true,
    // Browsers with native ES2022 (classes, top-level await, optional chaining): no down-levelling helpers.
    target: "es2022",
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [startChunk()] } } },
  },
}));
