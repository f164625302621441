// @vitest-environment node
// A widget is its schema plus its folder: the generator derives the client registry, the server's loaders and
// the preview loaders from them, and refuses a schema whose names do not follow its one spelling (x-widget.id).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generate, idMatchesKey, keyLetters, readWidgets } from "../../scripts/generate-widgets";

describe("widget spelling", () => {
  it("reads a hydrate key's last segment, sections keeping their prefix", () => {
    expect(keyLetters("react.asset.postCommentThread")).toBe("postcommentthread");
    expect(keyLetters("react.section.2-columns-even")).toBe("section2columnseven");
    expect(keyLetters("react.app-banner")).toBe("appbanner");
  });

  it("accepts an id with the key's letters split by hyphens, and nothing else", () => {
    expect(idMatchesKey("user-spotlight", "react.userspotlight")).toBe(true);
    expect(idMatchesKey("post-comment-thread", "react.asset.postCommentThread")).toBe(true);
    expect(idMatchesKey("comment-thread", "react.asset.postCommentThread")).toBe(false);
    expect(idMatchesKey("banner", "react.app-banner")).toBe(false);
  });
});

describe("widget folders", () => {
  const widgets = readWidgets();

  it("name every schema by its id, with a component file and (where the folder has one) a loader", () => {
    expect(widgets.length).toBeGreaterThan(30);
    for (const widget of widgets) expect(widget.folder, widget.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("find the role spotlight's loader and preview by its id", () => {
    const spotlight = widgets.find((widget) => widget.id === "role-spotlight");
    expect(spotlight).toMatchObject({
      component: "RoleSpotlightWidget",
      hydrate: ["react.rolespotlight"],
      loader: { name: "hydrateRoleSpotlight", module: "role-spotlight/hydrate.server" },
      preview: { name: "previewRoleSpotlight", module: "role-spotlight/preview" },
    });
  });

  it("give checked-in lists equal to what the generator writes", () => {
    for (const [file, source] of generate()) expect(readFileSync(file, "utf8"), file).toBe(source);
  });
});
