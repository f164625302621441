import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { toggleBreadcrumbs } from "../../../../src/client/editor/model/ops/toggle-breadcrumbs";
import { validateDocument } from "../../../../src/client/editor/model/problems";
import { frozenDocument, regionIDs, regionKeys } from "./support";

describe("toggleBreadcrumbs", () => {
  it("adds breadcrumbs at the top of the breadcrumbs region, with an id, and the document stays valid", () => {
    const next = toggleBreadcrumbs(frozenDocument(), "n5");
    expect(regionKeys(next, 2, "breadcrumbs")).toEqual(["react.breadcrumbs"]);
    expect(regionIDs(next, 2, "breadcrumbs")[0]).toBeTruthy();
    expect(validateDocument(next)).toEqual([]);
  });

  it("removes them when present", () => {
    const next = toggleBreadcrumbs(frozenDocument("discussion"), "n1");
    expect(regionKeys(next, 0, "breadcrumbs")).toEqual([]);
    expect(regionKeys(toggleBreadcrumbs(next, "n1"), 0, "breadcrumbs")).toEqual(["react.breadcrumbs"]);
  });

  it("refuses sections without a breadcrumbs region", () => {
    expect(() => toggleBreadcrumbs(frozenDocument(), "n1")).toThrow(EditorOperationError);
  });
});
