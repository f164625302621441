// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { layoutChunkFiles, modulePreloadLinks, readWidgetChunks } from "../../src/server/web/preload";

function clientDirWith(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quorum-manifest-"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true },
  "../../widgets/app-banner/BannerWidget.tsx": {
    file: "assets/BannerWidget-2.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared-3.js"],
  },
  "../../widgets/html/HtmlWidget.tsx": { file: "assets/HtmlWidget-4.js", isDynamicEntry: true },
  "_shared-3.js": { file: "assets/shared-3.js", imports: ["index.html"] },
};

describe("modulePreloadLinks", () => {
  const chunks = readWidgetChunks(clientDirWith(manifest));

  it("preloads the chunks of the components a layout renders, with their imports, never the entry", () => {
    const html = modulePreloadLinks(
      [
        {
          $reactComponent: "SectionOneColumn",
          $reactProps: { children: [{ $reactComponent: "BannerWidget", $reactProps: {} }] },
        },
      ],
      chunks,
    );
    expect(html).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/BannerWidget-2.js"><link rel="modulepreload" crossorigin href="/assets/shared-3.js">',
    );
  });

  it("adds nothing for components the layout does not use, or without a manifest", () => {
    expect(modulePreloadLinks([{ $reactComponent: "Breadcrumbs", $reactProps: {} }], chunks)).toBe("");
    expect(readWidgetChunks(path.join(tmpdir(), "no-such-client")).size).toBe(0);
  });
});

describe("layoutChunkFiles", () => {
  it("collects each JS chunk and CSS file once, across components that share imports", () => {
    const chunks = readWidgetChunks(
      clientDirWith({
        "index.html": { file: "assets/index-1.js", isEntry: true, css: ["assets/index.css"] },
        "../../widgets/a/AWidget.tsx": {
          file: "assets/A.js",
          isDynamicEntry: true,
          imports: ["_s.js", "index.html"],
        },
        "../../widgets/b/BWidget.tsx": {
          file: "assets/B.js",
          isDynamicEntry: true,
          imports: ["_s.js"],
          css: ["assets/B.css"],
        },
        "_s.js": { file: "assets/s.js", css: ["assets/s.css"] },
      }),
    );
    const nodes = [
      {
        $reactComponent: "AWidget",
        $reactProps: { inner: [{ $reactComponent: "BWidget", $reactProps: {} }] },
      },
    ];
    expect(layoutChunkFiles(nodes, chunks)).toEqual({
      js: ["assets/A.js", "assets/s.js", "assets/B.js"],
      css: ["assets/s.css", "assets/B.css"],
    });
    expect(modulePreloadLinks(nodes, chunks)).toContain('<link rel="stylesheet" href="/assets/B.css">');
  });
});
