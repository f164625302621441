// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { deleteSection } from "../../../../src/client/editor/model/ops/delete-section";
import { editorCatalog } from "../../../factories";
import { allIDs, frozenDocument } from "./support";

describe("deleteSection", () => {
  it("deletes the section and its widgets", () => {
    const next = deleteSection(frozenDocument(), "n5", editorCatalog("home"));
    expect(next.layout.map((s) => s.$editorID)).toEqual(["n1", "n3", "n13"]);
    expect(allIDs(next)).not.toContain("n7");
  });

  it("refuses while the section holds a required asset, naming it", () => {
    const doc = frozenDocument("discussion");
    expect(() => deleteSection(doc, "n1", editorCatalog("discussion"))).toThrow(
      new EditorOperationError(
        "This section can't be deleted: it holds Original Post, which this page requires. Move it to another section first.",
      ),
    );
  });

  it("refuses an unknown id", () => {
    expect(() => deleteSection(frozenDocument(), "n2", editorCatalog("home"))).toThrow(EditorOperationError);
  });
});
