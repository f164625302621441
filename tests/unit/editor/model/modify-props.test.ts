// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { modifyProps } from "../../../../src/client/editor/model/ops/modify-props";
import { findNode } from "../../../../src/client/editor/model/paths";
import { frozenDocument, regionIDs } from "./support";

describe("modifyProps", () => {
  it("replaces a widget's props, keeping $hydrate, $editorID and $middleware", () => {
    const doc = frozenDocument();
    const withMiddleware = modifyProps(doc, "n7", { title: "Latest", apiParams: { limit: 3 } });
    expect(findNode(withMiddleware, "n7")).toEqual({
      $hydrate: "react.discussion.discussions",
      $editorID: "n7",
      title: "Latest",
      apiParams: { limit: 3 },
    });
    expect(findNode(doc, "n7")?.title).toBe("Recent Discussions");
  });

  it("ignores $ keys in the new props", () => {
    const next = modifyProps(frozenDocument(), "n7", { $hydrate: "react.html", $editorID: "x", title: "A" });
    expect(findNode(next, "n7")).toMatchObject({ $hydrate: "react.discussion.discussions", $editorID: "n7" });
  });

  it("keeps a section's regions: widgets move through widget operations", () => {
    const next = modifyProps(frozenDocument(), "n5", { isInverted: true, mainBottom: [] });
    expect(findNode(next, "n5")?.isInverted).toBe(true);
    expect(regionIDs(next, 2, "mainBottom")).toEqual(["n7"]);
  });

  it("refuses an unknown node", () => {
    expect(() => modifyProps(frozenDocument(), "zz", {})).toThrow(EditorOperationError);
  });
});
