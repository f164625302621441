// @vitest-environment node
import { describe, expect, it } from "vitest";
import { nodeLabel, regionLabel, sectionRegions } from "../../../../src/client/editor/model/regions";
import { editorCatalog } from "../../../factories";

describe("regions", () => {
  it("lists each section's regions in visual order, breadcrumbs first", () => {
    expect(sectionRegions("react.section.2-columns")).toEqual([
      "breadcrumbs",
      "mainTop",
      "mainBottom",
      "secondaryTop",
      "secondaryBottom",
    ]);
    expect(sectionRegions("react.section.3-columns-even")).toEqual([
      "breadcrumbs",
      "left",
      "middle",
      "right",
    ]);
    expect(sectionRegions("react.section.1-column")).toEqual(["children"]);
    expect(sectionRegions("react.section.full-width")).toEqual(["children"]);
    expect(sectionRegions("react.html")).toEqual([]);
    expect(sectionRegions("react.nope")).toEqual([]);
  });

  it("names regions for people", () => {
    expect(regionLabel("react.section.2-columns", "mainBottom")).toBe("main column");
    expect(regionLabel("react.section.2-columns", "secondaryBottom")).toBe("secondary column");
    expect(regionLabel("react.section.2-columns", "mainTop")).toBe("main column (top)");
    expect(regionLabel("react.section.3-columns", "leftBottom")).toBe("left column");
    expect(regionLabel("react.section.3-columns-even", "middle")).toBe("middle column");
    expect(regionLabel("react.section.2-columns-even", "breadcrumbs")).toBe("breadcrumbs");
    expect(regionLabel("react.section.1-column", "children")).toBe("column");
    expect(regionLabel("react.section.full-width", "children")).toBe("full width");
  });

  it("labels nodes by their static title, else the catalog name", () => {
    const catalog = editorCatalog("home");
    expect(nodeLabel({ $hydrate: "react.discussion.discussions", title: "Recent Posts" }, catalog)).toBe(
      "Recent Posts",
    );
    expect(
      nodeLabel({ $hydrate: "react.discussion.discussions", title: { $hydrate: "param" } }, catalog),
    ).toBe(catalog.widgets["react.discussion.discussions"]?.name);
    expect(nodeLabel({ $hydrate: "react.section.2-columns" }, catalog)).toBe("2 Columns - Default");
    expect(nodeLabel({ $hydrate: "react.asset.originalPost" }, catalog)).toBe("Original Post");
    expect(nodeLabel({ $hydrate: "react.unknown" }, catalog)).toBe("react.unknown");
  });
});
