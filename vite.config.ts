import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { compression } from "vite-plugin-compression2";

// react-router's package exports resolve to its development build even in production builds (dev warnings and
// their strings included); the browser bundle takes the production build it ships beside it.
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

// The server sends the page's messages already parsed (src/server/i18n/catalogues.ts): the browser bundle takes
// FormatJS's documented parser-less build instead of the ICU parser (docs/reference/localisation.md). Storybook,
// whose stories format English source text, keeps the parser (.storybook/main.ts drops this alias).
const MESSAGE_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(
    new URL("./node_modules/@formatjs/icu-messageformat-parser/no-parser.js", import.meta.url),
  ),
};

/** The libraries every page renders with: one file with the app's start, not a chunk each. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/;

/**
 * Widgets every server-rendered page shows (the title bar, even on app pages, and the sections): main.tsx loads them
 * before hydrating, so they go in the start chunk rather than in chunks of their own.
 */
const EVERY_PAGE = /[\\/]widgets[\\/](title-bar[\\/]TitleBar|sections[\\/]Section[A-Za-z]+)\.tsx$/;

/**
 * The widgets of the home page, a guest's usual first view, and what they import: one chunk instead of some thirty
 * small ones, which compress worse apart (the first-view budget, tests/e2e/bundle.spec.ts).
 */
const HOME_WIDGETS =
  /[\\/]widgets[\\/](discussions|categories|app-banner|sitetotals|leaderboard|tag|guest-cta|quick-links)[\\/]/;

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
    !!info &&
    (info.isEntry ||
      EVERY_PAGE.test(id) ||
      info.importers.some((importer) => loadedAtStart(importer, lookup, memo)));
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

/** A widget's component file (widgets/<folder>/<ComponentName>.tsx), the server's key for its chunk (web/preload.ts). */
const WIDGET_COMPONENT = /[\\/]widgets[\\/][^\\/]+[\\/][A-Z][A-Za-z0-9]*\.tsx$/;

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * A widget merged into a group chunk (HOME_WIDGETS) has no manifest entry of its own, so the server could not
 * modulepreload it: each such widget gets an entry naming the group chunk (not the start chunk, already loaded).
 */
function groupedWidgetsInManifest(): Plugin {
  let root = "";
  return {
    name: "quorum:grouped-widgets-in-manifest",
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const file = path.join(options.dir ?? "", ".vite/manifest.json");
      // Builds that write no manifest (Storybook's) have nothing to add to.
      if (!existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
      const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.isEntry) continue;
        const chunkKey = keyOfFile.get(chunk.fileName);
        for (const id of chunk.moduleIds.filter((moduleId) => WIDGET_COMPONENT.test(moduleId))) {
          const key = path.relative(root, id).split(path.sep).join("/");
          if (manifest[key] || !chunkKey) continue;
          manifest[key] = { file: chunk.fileName, src: key, isDynamicEntry: true, imports: [chunkKey] };
        }
      }
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
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
    groupedWidgetsInManifest(),
    // .br and .gz beside each client asset, at the highest levels: the server sends them as they are (web/pages.ts).
    ...(isSsrBuild ? [] : [compression({ include: /assets\/[^/]+\.(js|css|svg|json)$/, threshold: 1024 })]),
  ],
  resolve: isSsrBuild
    ? {}
    : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }, MESSAGE_PARSER_ALIAS] },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to modulepreload the widget chunks an inlined layout needs (no load waterfall).
    manifest: true,
    // Browsers with native ES2022 (classes, top-level await, optional chaining): no down-levelling helpers.
    target: "es2022",
    // No modulepreload polyfill in the entry: browsers without modulepreload still load every chunk, only later.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [startChunk(), { name: "home", test: HOME_WIDGETS }] } } },
  },
}));
