// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildOutline, visibleRows } from "../../../../src/client/editor/outline/outline-tree";
import { treeKeyAction } from "../../../../src/client/editor/outline/tree-keys";
import { editorCatalog, editorDocument } from "../../../factories/editor";

const tree = buildOutline(editorDocument("home"), editorCatalog("home"));

describe("treeKeyAction", () => {
  const rows = visibleRows(tree, new Set(["n5"]));

  it("moves up and down the visible rows and stops at the ends", () => {
    expect(treeKeyAction(rows, "n1", "ArrowDown")).toEqual({ type: "focus", id: "n1:children" });
    expect(treeKeyAction(rows, "n4", "ArrowDown")).toEqual({ type: "focus", id: "n5" });
    expect(treeKeyAction(rows, "n5", "ArrowDown")).toEqual({ type: "focus", id: "n13" });
    expect(treeKeyAction(rows, "n1", "ArrowUp")).toBeNull();
    expect(treeKeyAction(rows, "n14", "ArrowDown")).toBeNull();
  });

  it("jumps to the first and last rows", () => {
    expect(treeKeyAction(rows, "n4", "Home")).toEqual({ type: "focus", id: "n1" });
    expect(treeKeyAction(rows, "n4", "End")).toEqual({ type: "focus", id: "n14" });
  });

  it("expands a collapsed row with Right, then enters it", () => {
    expect(treeKeyAction(rows, "n5", "ArrowRight")).toEqual({ type: "expand", id: "n5" });
    expect(treeKeyAction(rows, "n3", "ArrowRight")).toEqual({ type: "focus", id: "n3:children" });
    expect(treeKeyAction(rows, "n4", "ArrowRight")).toBeNull();
  });

  it("collapses an expanded row with Left, else goes to the parent", () => {
    expect(treeKeyAction(rows, "n3", "ArrowLeft")).toEqual({ type: "collapse", id: "n3" });
    expect(treeKeyAction(rows, "n4", "ArrowLeft")).toEqual({ type: "focus", id: "n3:children" });
    expect(treeKeyAction(rows, "n5", "ArrowLeft")).toBeNull();
  });

  it("jumps to the next row starting with a typed letter, wrapping around", () => {
    expect(treeKeyAction(rows, "n1", "f")).toEqual({ type: "focus", id: "n1:children" });
    expect(treeKeyAction(rows, "n1:children", "F")).toEqual({ type: "focus", id: "n4" });
    expect(treeKeyAction(rows, "n14", "1")).toEqual({ type: "focus", id: "n1" });
    expect(treeKeyAction(rows, "n1", "z")).toBeNull();
    expect(treeKeyAction(rows, "n1", " ")).toBeNull();
  });

  it("focuses the first row when the current one is gone", () => {
    expect(treeKeyAction(rows, "gone", "ArrowDown")).toEqual({ type: "focus", id: "n1" });
  });
});
