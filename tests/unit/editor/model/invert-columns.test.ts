// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { invertColumns } from "../../../../src/client/editor/model/ops/invert-columns";
import { findNode } from "../../../../src/client/editor/model/paths";
import { frozenDocument } from "./support";

describe("invertColumns", () => {
  it("toggles isInverted on a two-column section (false is left out: it is the default)", () => {
    const doc = frozenDocument();
    const once = invertColumns(doc, "n5");
    expect(findNode(once, "n5")?.isInverted).toBe(true);
    expect(findNode(invertColumns(once, "n5"), "n5")).not.toHaveProperty("isInverted");
    expect(findNode(doc, "n5")).not.toHaveProperty("isInverted");
  });

  it("refuses other sections", () => {
    expect(() => invertColumns(frozenDocument(), "n3")).toThrow(EditorOperationError);
    expect(() => invertColumns(frozenDocument(), "n7")).toThrow(EditorOperationError);
  });
});
