// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { insertSection } from "../../../../src/client/editor/model/ops/insert-section";
import { allIDs, frozenDocument, regionKeys } from "./support";

describe("insertSection", () => {
  it("inserts a section with its widgets at the index, all with fresh ids", () => {
    const doc = frozenDocument();
    const next = insertSection(
      doc,
      { $hydrate: "react.section.2-columns", mainBottom: [{ $hydrate: "react.html", $editorID: "n7" }] },
      1,
    );
    expect(next.layout.map((s) => s.$hydrate)).toEqual([
      "react.section.full-width",
      "react.section.2-columns",
      "react.section.1-column",
      "react.section.2-columns",
      "react.section.1-column",
    ]);
    expect(regionKeys(next, 1, "mainBottom")).toEqual(["react.html"]);
    const ids = allIDs(next);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.layout).toHaveLength(4);
  });

  it("clamps the index to the ends", () => {
    const doc = frozenDocument();
    expect(insertSection(doc, { $hydrate: "react.section.full-width" }, 99).layout.at(-1)?.$hydrate).toBe(
      "react.section.full-width",
    );
    expect(insertSection(doc, { $hydrate: "react.section.3-columns" }, -5).layout[0]?.$hydrate).toBe(
      "react.section.3-columns",
    );
  });

  it("refuses a widget where a section belongs", () => {
    expect(() => insertSection(frozenDocument(), { $hydrate: "react.html" }, 0)).toThrow(
      EditorOperationError,
    );
  });
});
