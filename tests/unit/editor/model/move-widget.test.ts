import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { moveWidget } from "../../../../src/client/editor/model/ops/move-widget";
import { locate } from "../../../../src/client/editor/model/paths";
import { editorCatalog } from "../../../factories";
import { frozenDocument, regionIDs } from "./support";

const catalog = editorCatalog("home");

describe("moveWidget", () => {
  it("moves within a region; the index counts after removal", () => {
    const doc = frozenDocument();
    const next = moveWidget(doc, "n8", { sectionID: "n5", region: "secondaryBottom", index: 2 }, catalog);
    expect(regionIDs(next, 2, "secondaryBottom")).toEqual(["n9", "n10", "n8", "n11", "n12"]);
    expect(regionIDs(doc, 2, "secondaryBottom")).toEqual(["n8", "n9", "n10", "n11", "n12"]);
  });

  it("moves across regions and sections, keeping the id", () => {
    const doc = frozenDocument();
    const next = moveWidget(doc, "n10", { sectionID: "n3", region: "children", index: 0 }, catalog);
    expect(regionIDs(next, 1, "children")).toEqual(["n10", "n4"]);
    expect(regionIDs(next, 2, "secondaryBottom")).toEqual(["n8", "n9", "n11", "n12"]);
    expect(locate(next, "n10")).toEqual({ sectionID: "n3", region: "children", index: 0 });
  });

  it("returns the same document when nothing moves", () => {
    const doc = frozenDocument();
    expect(moveWidget(doc, "n9", { sectionID: "n5", region: "secondaryBottom", index: 1 }, catalog)).toBe(
      doc,
    );
  });

  it("refuses a section that does not allow the widget", () => {
    // The full-width section takes banners and HTML, not leaderboards.
    expect(() =>
      moveWidget(frozenDocument(), "n11", { sectionID: "n1", region: "children", index: 0 }, catalog),
    ).toThrow(EditorOperationError);
    expect(() =>
      moveWidget(frozenDocument(), "n2", { sectionID: "n5", region: "mainBottom", index: 0 }, catalog),
    ).toThrow(/Banner can't go/);
  });

  it("refuses unknown widgets and sections", () => {
    expect(() =>
      moveWidget(frozenDocument(), "nope", { sectionID: "n5", region: "mainBottom", index: 0 }, catalog),
    ).toThrow(EditorOperationError);
    expect(() =>
      moveWidget(frozenDocument(), "n8", { sectionID: "nope", region: "mainBottom", index: 0 }, catalog),
    ).toThrow(EditorOperationError);
  });
});
