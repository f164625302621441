// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { deleteWidget } from "../../../../src/client/editor/model/ops/delete-widget";
import { findNode } from "../../../../src/client/editor/model/paths";
import { editorCatalog } from "../../../factories";
import { frozenDocument, regionIDs } from "./support";

describe("deleteWidget", () => {
  it("removes the widget from its region", () => {
    const doc = frozenDocument();
    const next = deleteWidget(doc, "n9", editorCatalog("home"));
    expect(regionIDs(next, 2, "secondaryBottom")).toEqual(["n8", "n10", "n11", "n12"]);
    expect(findNode(next, "n9")).toBeNull();
    expect(findNode(doc, "n9")).not.toBeNull();
  });

  it("removes optional assets but refuses required ones", () => {
    const doc = frozenDocument("discussion");
    const catalog = editorCatalog("discussion");
    expect(findNode(deleteWidget(doc, "n7", catalog), "n7")).toBeNull();
    expect(() => deleteWidget(doc, "n3", catalog)).toThrow(
      new EditorOperationError("Original Post is required on this page and can't be removed."),
    );
  });

  it("refuses a section id or an unknown id", () => {
    expect(() => deleteWidget(frozenDocument(), "n5", editorCatalog("home"))).toThrow(EditorOperationError);
  });
});
