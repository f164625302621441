// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ancestorsOf, buildOutline, visibleRows } from "../../../../src/client/editor/outline/outline-tree";
import { editorCatalog, editorDocument } from "../../../factories/editor";

const catalog = editorCatalog("home");

describe("buildOutline", () => {
  const tree = buildOutline(editorDocument("home"), catalog);

  it("lists sections, their regions in visual order, and widgets by label", () => {
    expect(tree.map((section) => section.label)).toEqual([
      "1 Column - Full Width",
      "1 Column - Default",
      "2 Columns - Default",
      "1 Column - Default",
    ]);
    const twoColumns = tree[2];
    expect(twoColumns?.children.map((region) => region.label)).toEqual([
      "breadcrumbs",
      "main column (top)",
      "main column",
      "secondary column (top)",
      "secondary column",
    ]);
    expect(twoColumns?.children[4]?.children.map((widget) => widget.label)).toContain("Quick Links");
  });

  it("ids regions by section and region, widgets by their editor id", () => {
    const region = tree[2]?.children[2];
    expect(region).toMatchObject({
      id: "n5:mainBottom",
      kind: "region",
      editorID: "n5",
      region: "mainBottom",
    });
    expect(region?.children[0]).toMatchObject({
      id: "n7",
      kind: "widget",
      sectionIndex: 2,
      region: "mainBottom",
    });
  });
});

describe("visibleRows", () => {
  const tree = buildOutline(editorDocument("home"), catalog);

  it("shows every row with ARIA levels and positions when nothing is collapsed", () => {
    const rows = visibleRows(tree, new Set());
    expect(rows[0]).toMatchObject({ level: 1, posInSet: 1, setSize: 4, parentID: null, expanded: true });
    const welcome = rows.find((row) => row.node.label === "Welcome!");
    expect(welcome).toMatchObject({ level: 3, posInSet: 1, setSize: 5, parentID: "n5:secondaryBottom" });
    // An empty region has no children, so it is never "expanded".
    expect(rows.find((row) => row.node.id === "n5:breadcrumbs")?.expanded).toBe(false);
  });

  it("hides the children of collapsed rows", () => {
    const rows = visibleRows(tree, new Set(["n5", "n1:children"]));
    const ids = rows.map((row) => row.node.id);
    expect(ids).toContain("n1:children");
    expect(ids).not.toContain("n2");
    expect(ids).not.toContain("n5:mainBottom");
    expect(rows.find((row) => row.node.id === "n5")?.expanded).toBe(false);
  });
});

describe("ancestorsOf", () => {
  const tree = buildOutline(editorDocument("home"), catalog);
  it("names the section and region above a widget", () => {
    expect(ancestorsOf(tree, "n9")).toEqual(["n5", "n5:secondaryBottom"]);
    expect(ancestorsOf(tree, "n5:mainTop")).toEqual(["n5"]);
    expect(ancestorsOf(tree, "n5")).toEqual([]);
  });
});
