// The import directions ARCHITECTURE.md ("Boundaries") allows, checked by `npm run boundaries`.
// Paths are relative to the repository root. Type-only imports (`import type`) are erased before the check,
// so they never reach a bundle and are not counted; every other import is.

/** Code that runs in the browser: the app shell, the layout renderer, UI primitives and widget components. */
const CLIENT_CODE = "^(src/(client|layout|ui)/|widgets/[^/]+/)";
/**
 * What a widget may import from src/client: the API layer (query and mutation hooks) and the feature folders whose
 * components and hooks widgets embed, plus the form-failure helper the entry pages share.
 */
const WIDGET_CLIENT_IMPORTS = [
  "^src/client/(api|bulk|categories|composer|discussion-meta|drafts|editing|engagement|groups|mentions|moderation|notification-preferences|permissions|post|translation|translator|user-card)/",
  "^src/client/pages/entry-form\\.ts$",
].join("|");
/** A widget's Storybook preview loader: story code, which the app never imports (rule below). */
const WIDGET_PREVIEW = "^widgets/[^/]+/preview\\.tsx?$";
/** A file that only the server may load: its name says so. */
const SERVER_ONLY_FILE = "\\.server\\.[cm]?[jt]sx?$";

module.exports = {
  forbidden: [
    {
      name: "widget-imports-other-widget",
      comment:
        "A widget is one folder: it never imports another widget's folder. Share through src/ instead.",
      severity: "error",
      from: { path: "^widgets/([^/]+)/" },
      to: { path: "^widgets/", pathNot: "^widgets/$1/" },
    },
    {
      name: "server-imports-client-code",
      comment:
        "src/server never imports client, layout or UI code, nor widget components: of a widget it may load " +
        "only the files named *.server.* (its data loader).",
      severity: "error",
      from: { path: "^src/server/" },
      to: {
        path: "^(src/(client|layout|ui)/|widgets/)",
        pathNot: `^widgets/[^/]+/.*${SERVER_ONLY_FILE}`,
      },
    },
    {
      name: "layout-or-lib-imports-app",
      comment:
        "src/layout and src/lib are shared by every page, Storybook and the editor: no widgets/, no src/client.",
      severity: "error",
      from: { path: "^src/(layout|lib)/" },
      to: { path: "^(widgets/|src/client/)" },
    },
    {
      name: "ui-imports-app",
      comment:
        "src/ui holds primitives: it imports src/lib only, never the layout renderer, the app, widgets or server.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^(src/(client|layout|server)/|widgets/)" },
    },
    {
      name: "lib-imports-a-side",
      comment:
        "src/lib is pure logic used by both sides: it imports neither server, UI nor browser-only code.",
      severity: "error",
      from: { path: "^src/lib/" },
      to: { path: "^(src/(server|ui|layout)/|node_modules/react-dom/)" },
    },
    {
      name: "lib-imports-node-builtin",
      comment: "src/lib runs in the browser too: no Node built-in modules.",
      severity: "error",
      from: { path: "^src/lib/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "widget-imports-app-shell",
      comment:
        "Of src/client a widget uses only the API layer's hooks and the feature modules it embeds (post, composer, " +
        "engagement…), listed in WIDGET_CLIENT_IMPORTS; never the app shell (App, routes, app state), pages, the " +
        "dashboard editor, embedding or analytics: it renders the same in Storybook and the editor.",
      severity: "error",
      from: { path: "^widgets/" },
      to: { path: "^src/client/", pathNot: WIDGET_CLIENT_IMPORTS },
    },
    {
      name: "http-outside-api-layer",
      comment:
        "Every HTTP call goes through the client API layer: only src/client/api/ uses the HTTP wrapper.",
      severity: "error",
      from: { pathNot: "^src/client/api/" },
      to: { path: "^src/client/api/http(-paged)?\\.ts$" },
    },
    {
      name: "widget-loader-imports-database",
      comment:
        "A widget's server loader reads data through src/server/services/, never the database directly.",
      severity: "error",
      from: { path: `^widgets/[^/]+/.*${SERVER_ONLY_FILE}` },
      to: { path: "^src/server/db/" },
    },
    {
      name: "client-imports-server-only",
      comment:
        "Client code never loads a *.server.* file nor src/server: they would reach the browser bundle.",
      severity: "error",
      from: { path: CLIENT_CODE, pathNot: `${SERVER_ONLY_FILE}|${WIDGET_PREVIEW}` },
      to: { path: `(${SERVER_ONLY_FILE}|^src/server/)` },
    },
    {
      name: "app-imports-widget-preview",
      comment:
        "A widget's preview.ts feeds Storybook (it may run the widget's loader on sample data): app code never " +
        "imports it, so neither it nor the loader it runs reaches the app's bundle.",
      severity: "error",
      from: { path: "^(src|widgets)/", pathNot: WIDGET_PREVIEW },
      to: { path: WIDGET_PREVIEW },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a file moved without its importers.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Parsing: the TypeScript package here is the native compiler without a JavaScript API, so Babel strips the
    // types and JSX (scripts/boundaries/babel.cjs) and dependency-cruiser reads the plain modules. @swc/core is
    // installed only because dependency-cruiser scans .ts/.tsx files when swc or TypeScript's API is present.
    babelConfig: { fileName: "scripts/boundaries/babel.cjs" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      mainFields: ["module", "main"],
    },
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
