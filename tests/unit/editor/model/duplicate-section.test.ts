// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stripEditorIDs } from "../../../../src/client/editor/model/ids";
import { duplicateSection } from "../../../../src/client/editor/model/ops/duplicate-section";
import { editorCatalog } from "../../../factories";
import { allIDs, frozenDocument, regionKeys } from "./support";

describe("duplicateSection", () => {
  it("puts a copy right after it with fresh ids on the section and its widgets", () => {
    const doc = frozenDocument();
    const next = duplicateSection(doc, "n5", editorCatalog("home"));
    expect(next.layout).toHaveLength(5);
    const saved = stripEditorIDs(next);
    expect(saved.layout[3]).toEqual(saved.layout[2]);
    const ids = allIDs(next);
    expect(new Set(ids).size).toBe(ids.length);
    expect(next.layout[3]?.$editorID).not.toBe("n5");
  });

  it("leaves required assets in the original only", () => {
    const next = duplicateSection(frozenDocument("discussion"), "n1", editorCatalog("discussion"));
    expect(regionKeys(next, 1, "mainBottom")).toEqual(["react.asset.postCommentThread"]);
    expect(regionKeys(next, 1, "breadcrumbs")).toEqual(["react.breadcrumbs"]);
    expect(regionKeys(next, 0, "mainBottom")).toHaveLength(6);
  });
});
