// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { setProp } from "../../../../src/client/editor/model/ops/set-prop";
import { findNode } from "../../../../src/client/editor/model/paths";
import { frozenDocument } from "./support";

describe("setProp", () => {
  it("sets a nested prop by dot path, leaving its siblings", () => {
    const doc = frozenDocument();
    const before = findNode(doc, "n7")?.apiParams as Record<string, unknown>;
    const next = setProp(doc, "n7", "apiParams.limit", 7);
    expect(findNode(next, "n7")?.apiParams).toEqual({ ...before, limit: 7 });
    expect(before.limit).not.toBe(7);
  });

  it("creates missing objects and arrays on the way", () => {
    const next = setProp(frozenDocument(), "n9", "links.0.url", "/x");
    expect(findNode(next, "n9")?.links).toEqual([{ url: "/x" }]);
    const deep = setProp(frozenDocument(), "n9", "containerOptions.background.color", "#fff");
    expect(findNode(deep, "n9")?.containerOptions).toEqual({ background: { color: "#fff" } });
  });

  it("removes a prop or array item with undefined, and does nothing for a missing path", () => {
    const doc = frozenDocument();
    expect(findNode(setProp(doc, "n7", "title", undefined), "n7")).not.toHaveProperty("title");
    const links = findNode(doc, "n6")?.links as unknown[];
    expect(findNode(setProp(doc, "n6", "links.0", undefined), "n6")?.links).toEqual(links.slice(1));
    expect(findNode(setProp(doc, "n7", "nothing.here", undefined), "n7")).toEqual(findNode(doc, "n7"));
  });

  it("refuses $ keys and a section's regions", () => {
    expect(() => setProp(frozenDocument(), "n7", "$hydrate", "react.html")).toThrow(EditorOperationError);
    expect(() => setProp(frozenDocument(), "n5", "mainBottom", [])).toThrow(EditorOperationError);
    expect(() => setProp(frozenDocument(), "n7", "", 1)).toThrow(EditorOperationError);
  });
});
