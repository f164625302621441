// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { stripEditorIDs } from "../../../../src/client/editor/model/ids";
import { duplicateWidget } from "../../../../src/client/editor/model/ops/duplicate-widget";
import { editorCatalog } from "../../../factories";
import { frozenDocument, regionIDs } from "./support";

describe("duplicateWidget", () => {
  it("puts a copy with a fresh id right after it", () => {
    const next = duplicateWidget(frozenDocument(), "n11", editorCatalog("home"));
    const ids = regionIDs(next, 2, "secondaryBottom");
    expect(ids).toHaveLength(6);
    expect(ids.slice(0, 4)).toEqual(["n8", "n9", "n10", "n11"]);
    expect(ids[4]).not.toMatch(/^n\d+$/);
    const saved = stripEditorIDs(next).layout[2]?.secondaryBottom as unknown[];
    expect(saved[4]).toEqual(saved[3]);
  });

  it("refuses page assets, required or not", () => {
    const doc = frozenDocument("discussion");
    const catalog = editorCatalog("discussion");
    expect(() => duplicateWidget(doc, "n7", catalog)).toThrow(
      new EditorOperationError("Comments is part of the page and can't be duplicated."),
    );
    expect(() => duplicateWidget(doc, "n3", catalog)).toThrow(EditorOperationError);
  });
});
