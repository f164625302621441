// @vitest-environment node
// The outline's collapsed set: toggle, the tree keys' collapse and expand, and revealing an item's parents.
import { describe, expect, it } from "vitest";
import { collapseReducer } from "../../../../src/client/editor/outline/use-outline-view";

describe("collapseReducer", () => {
  it("toggles, collapses and expands one item without touching the set it was given", () => {
    const start: ReadonlySet<string> = new Set(["a"]);
    expect([...collapseReducer(start, { type: "toggle", id: "b" })]).toEqual(["a", "b"]);
    expect([...collapseReducer(start, { type: "toggle", id: "a" })]).toEqual([]);
    expect([...collapseReducer(start, { type: "collapse", id: "a" })]).toEqual(["a"]);
    expect([...collapseReducer(start, { type: "expand", id: "a" })]).toEqual([]);
    expect([...start]).toEqual(["a"]);
  });

  it("reveals by opening every listed item and leaves the others collapsed", () => {
    const state = new Set(["s1", "s1:main", "s2"]);
    expect([...collapseReducer(state, { type: "reveal", ids: ["s1", "s1:main"] })]).toEqual(["s2"]);
  });
});
