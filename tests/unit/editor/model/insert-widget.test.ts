// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { insertWidget } from "../../../../src/client/editor/model/ops/insert-widget";
import { editorCatalog } from "../../../factories";
import { frozenDocument, regionIDs, regionKeys } from "./support";

const catalog = editorCatalog("home");

describe("insertWidget", () => {
  it("inserts into the region at the index with a fresh id", () => {
    const doc = frozenDocument();
    const next = insertWidget(
      doc,
      { $hydrate: "react.html", html: "<p>hi</p>", $editorID: "n7" },
      { sectionID: "n5", region: "secondaryBottom", index: 1 },
      catalog,
    );
    expect(regionKeys(next, 2, "secondaryBottom")[1]).toBe("react.html");
    const id = regionIDs(next, 2, "secondaryBottom")[1];
    expect(id).toBeTruthy();
    expect(id).not.toBe("n7");
    expect(regionKeys(doc, 2, "secondaryBottom")).toHaveLength(5);
  });

  it("creates a missing region list and clamps the index", () => {
    const next = insertWidget(
      frozenDocument(),
      { $hydrate: "react.html" },
      { sectionID: "n5", region: "secondaryTop", index: 40 },
      catalog,
    );
    expect(regionKeys(next, 2, "secondaryTop")).toEqual(["react.html"]);
  });

  it("refuses a widget the section does not allow, and an unknown region", () => {
    const doc = frozenDocument();
    expect(() =>
      insertWidget(
        doc,
        { $hydrate: "react.app-banner" },
        { sectionID: "n5", region: "mainBottom", index: 0 },
        catalog,
      ),
    ).toThrow(/Banner can't go in the main column of a "2 Columns - Default" section/);
    expect(() =>
      insertWidget(
        doc,
        { $hydrate: "react.html" },
        { sectionID: "n5", region: "sideways", index: 0 },
        catalog,
      ),
    ).toThrow(EditorOperationError);
    expect(() =>
      insertWidget(
        doc,
        { $hydrate: "react.section.1-column" },
        { sectionID: "n5", region: "mainBottom", index: 0 },
        catalog,
      ),
    ).toThrow(EditorOperationError);
  });

  it("refuses an asset of another view type (not in this catalog)", () => {
    expect(() =>
      insertWidget(
        frozenDocument(),
        { $hydrate: "react.asset.originalPost" },
        { sectionID: "n5", region: "mainBottom", index: 0 },
        catalog,
      ),
    ).toThrow(EditorOperationError);
  });
});
