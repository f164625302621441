import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { moveSection } from "../../../../src/client/editor/model/ops/move-section";
import { frozenDocument } from "./support";

describe("moveSection", () => {
  it("moves a section so it ends at the index", () => {
    const doc = frozenDocument();
    expect(moveSection(doc, "n1", 2).layout.map((s) => s.$editorID)).toEqual(["n3", "n5", "n1", "n13"]);
    expect(moveSection(doc, "n13", 0).layout.map((s) => s.$editorID)).toEqual(["n13", "n1", "n3", "n5"]);
    expect(doc.layout.map((s) => s.$editorID)).toEqual(["n1", "n3", "n5", "n13"]);
  });

  it("clamps past the end and returns the same document for no move", () => {
    const doc = frozenDocument();
    expect(moveSection(doc, "n1", 10).layout.at(-1)?.$editorID).toBe("n1");
    expect(moveSection(doc, "n3", 1)).toBe(doc);
  });

  it("refuses an unknown section", () => {
    expect(() => moveSection(frozenDocument(), "n2", 0)).toThrow(EditorOperationError);
  });
});
