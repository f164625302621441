// The first load of a layout page preloads the widget chunks that page renders
// (docs/reference/layout-documents.md#layout-lookup "Server-rendered first load"): the HTML of `/` carries a
// modulepreload link for the chunk of every component in the inlined home layout (and the chunks they import, and a
// stylesheet link for their CSS), and none for widgets the page does not show, nor for the entry. The server reads
// Vite's manifest from the built client; here it reads a fixture manifest from a client directory passed the same way
// (webPages' clientDir), so the test does not depend on a build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allWidgetSchemas } from "../../src/lib/layout/widget-schemas";
import { webPages } from "../../src/server/web/pages";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, type TestApp } from "./support/app";
import { nodes } from "./support/stored-layout";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

/** Every component a widget schema names, each a lazy chunk importing a shared chunk; the banner brings CSS. */
const components = [...new Set(allWidgetSchemas.map((schema) => schema["x-widget"].component))];
const chunkOf = (component: string) => `assets/${component}-f1x7.js`;
const manifest: Record<string, unknown> = {
  "index.html": { file: "assets/index-entry.js", isEntry: true, css: ["assets/index-entry.css"] },
  "_shared-ui.js": { file: "assets/shared-ui.js", imports: ["index.html"] },
};
for (const component of components) {
  manifest[`../../widgets/some-folder/${component}.tsx`] = {
    file: chunkOf(component),
    isDynamicEntry: true,
    imports: ["index.html", "_shared-ui.js"],
    ...(component === "BannerWidget" ? { css: ["assets/BannerWidget-f1x7.css"] } : {}),
  };
}

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "quorum-client-"));
  mkdirSync(path.join(clientDir, ".vite"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(manifest));
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL, clientDir })] });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function inlinedLayout(html: string): HydratedLayout {
  const match = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s);
  const state = JSON.parse(match?.[1] ?? "{}") as { layout?: { data: HydratedLayout } };
  if (!state.layout) throw new Error("no layout inlined");
  return state.layout.data;
}

/** The components the inlined layout renders, the title bar included. */
function renderedComponents(html: string): Set<string> {
  const layout = inlinedLayout(html);
  return new Set(nodes([layout.titleBar, ...layout.layout]).map((node) => node.$reactComponent as string));
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const preloaded = (html: string) =>
  [...head(html).matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (match) => match[1],
  );

describe("first load of /", () => {
  it("preloads the chunk of every component the home layout renders, with their imports", async () => {
    const response = await get(t.app, "/");
    expect(response.statusCode).toBe(200);
    const rendered = renderedComponents(response.body);
    // The home template shows a banner, sections, lists…: a real layout, not an empty one.
    expect(rendered).toContain("BannerWidget");
    expect(rendered).toContain("DiscussionsWidget");
    const links = preloaded(response.body);
    for (const component of rendered) {
      if (components.includes(component)) expect(links, component).toContain(chunkOf(component));
    }
    expect(links).toContain("assets/shared-ui.js");
    // Each file once, and never the entry (the page loads it already).
    expect(new Set(links).size).toBe(links.length);
    expect(links).not.toContain("assets/index-entry.js");
    expect(head(response.body)).toContain('<link rel="stylesheet" href="/assets/BannerWidget-f1x7.css">');
  });

  it("preloads nothing for widgets the page does not show", async () => {
    const response = await get(t.app, "/");
    const rendered = renderedComponents(response.body);
    const notShown = components.filter((component) => !rendered.has(component));
    expect(notShown.length).toBeGreaterThan(0);
    const links = preloaded(response.body);
    for (const component of notShown) expect(links, component).not.toContain(chunkOf(component));
  });

  it("preloads nothing on a page without a layout", async () => {
    const response = await get(t.app, "/entry/signin");
    expect(response.statusCode).toBe(200);
    expect(preloaded(response.body)).toEqual([]);
  });
});
