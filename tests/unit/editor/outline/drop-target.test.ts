// @vitest-environment node
import { describe, expect, it } from "vitest";
import { moveWidget } from "../../../../src/client/editor/model/ops";
import { locate } from "../../../../src/client/editor/model/paths";
import { dropTarget } from "../../../../src/client/editor/outline/drop-target";
import { editorCatalog, editorDocument } from "../../../factories/editor";

const doc = editorDocument("home");
const catalog = editorCatalog("home");
const widget = (editorID: string) => ({ type: "widget", editorID }) as const;

describe("dropTarget", () => {
  it("puts a widget before or after another widget in the same region", () => {
    // secondaryBottom: n8 n9 n10 n11 n12. n8 dropped after n10 ends up at index 2 once it left index 0.
    expect(dropTarget(doc, widget("n8"), widget("n10"), true)).toEqual({
      kind: "widget",
      widgetID: "n8",
      target: { sectionID: "n5", region: "secondaryBottom", index: 2 },
    });
    expect(dropTarget(doc, widget("n8"), widget("n10"), false)).toMatchObject({ target: { index: 1 } });
    expect(dropTarget(doc, widget("n11"), widget("n9"), false)).toMatchObject({ target: { index: 1 } });
  });

  it("is no move when the widget would land where it is", () => {
    expect(dropTarget(doc, widget("n8"), widget("n8"))).toBeNull();
    expect(dropTarget(doc, widget("n8"), widget("n9"), false)).toBeNull();
    expect(dropTarget(doc, widget("n9"), widget("n8"), true)).toBeNull();
  });

  it("goes before or after a widget of another region", () => {
    expect(dropTarget(doc, widget("n7"), widget("n9"), false)).toMatchObject({
      target: { sectionID: "n5", region: "secondaryBottom", index: 1 },
    });
    expect(dropTarget(doc, widget("n7"), widget("n9"), true)).toMatchObject({ target: { index: 2 } });
  });

  it("goes to the start of a region dropped on", () => {
    expect(
      dropTarget(doc, widget("n7"), { type: "region", sectionID: "n5", region: "secondaryTop" }),
    ).toEqual({
      kind: "widget",
      widgetID: "n7",
      target: { sectionID: "n5", region: "secondaryTop", index: 0 },
    });
    expect(
      dropTarget(doc, widget("n10"), { type: "region", sectionID: "n5", region: "secondaryBottom" }),
    ).toMatchObject({ target: { index: 0 } });
    expect(
      dropTarget(doc, widget("n7"), { type: "region", sectionID: "n5", region: "mainBottom" }),
    ).toBeNull();
  });

  it("gives targets moveWidget places exactly", () => {
    const drop = dropTarget(doc, widget("n8"), widget("n12"), true);
    if (drop?.kind !== "widget") throw new Error("expected a widget drop");
    const moved = moveWidget(doc, drop.widgetID, drop.target, catalog);
    expect(locate(moved, "n8")).toEqual({ sectionID: "n5", region: "secondaryBottom", index: 4 });
  });

  it("moves sections only over sections", () => {
    expect(dropTarget(doc, { type: "section", editorID: "n1" }, { type: "section", editorID: "n5" })).toEqual(
      {
        kind: "section",
        sectionID: "n1",
        index: 2,
      },
    );
    expect(dropTarget(doc, { type: "section", editorID: "n1" }, widget("n7"))).toBeNull();
  });
});
