// @vitest-environment node
import { describe, expect, it } from "vitest";
import { moveWidget } from "../../../../src/client/editor/model/ops";
import {
  describeSectionMove,
  describeWidgetMove,
  describeWidgetTarget,
} from "../../../../src/client/editor/outline/describe-move";
import { stepSectionIndex, stepWidgetTarget } from "../../../../src/client/editor/outline/keyboard-moves";
import { editorCatalog, editorDocument } from "../../../factories/editor";

const catalog = editorCatalog("home");
const doc = editorDocument("home");

describe("stepWidgetTarget", () => {
  it("steps within a region", () => {
    expect(stepWidgetTarget(doc, "n9", -1, catalog)).toEqual({
      sectionID: "n5",
      region: "secondaryBottom",
      index: 0,
    });
    expect(stepWidgetTarget(doc, "n9", 1, catalog)).toEqual({
      sectionID: "n5",
      region: "secondaryBottom",
      index: 2,
    });
  });

  it("crosses into the previous region at its end, skipping breadcrumbs", () => {
    // Welcome! is first in the secondary column; above it is the (empty) secondary top region.
    expect(stepWidgetTarget(doc, "n8", -1, catalog)).toEqual({
      sectionID: "n5",
      region: "secondaryTop",
      index: 0,
    });
    // Browse is first in main top; the next region up (breadcrumbs) is skipped, so it goes to the section above.
    expect(stepWidgetTarget(doc, "n6", -1, catalog)).toEqual({
      sectionID: "n3",
      region: "children",
      index: 1,
    });
  });

  it("crosses into the next section at the start of its first region", () => {
    expect(stepWidgetTarget(doc, "n12", 1, catalog)).toEqual({
      sectionID: "n13",
      region: "children",
      index: 0,
    });
  });

  it("stops at the ends of the layout", () => {
    expect(stepWidgetTarget(doc, "n14", 1, catalog)).toBeNull();
  });

  it("lands where moveWidget accepts it", () => {
    const target = stepWidgetTarget(doc, "n6", -1, catalog);
    expect(target).not.toBeNull();
    if (target) expect(() => moveWidget(doc, "n6", target, catalog)).not.toThrow();
  });
});

describe("stepSectionIndex", () => {
  it("steps a section one place and stops at the ends", () => {
    expect(stepSectionIndex(doc, "n5", -1)).toBe(1);
    expect(stepSectionIndex(doc, "n5", 1)).toBe(3);
    expect(stepSectionIndex(doc, "n1", -1)).toBeNull();
    expect(stepSectionIndex(doc, "n13", 1)).toBeNull();
  });
});

describe("move descriptions", () => {
  it("names the widget, region, position and section", () => {
    const moved = moveWidget(doc, "n7", { sectionID: "n5", region: "secondaryBottom", index: 1 }, catalog);
    expect(describeWidgetMove(moved, "n7", catalog)).toBe(
      "Recent Discussions moved to secondary column, position 2 of 6, section 3",
    );
  });

  it("names a section's position", () => {
    expect(describeSectionMove(doc, "n5", catalog)).toBe("2 Columns - Default moved to position 3 of 4");
  });
});

describe("drag target descriptions", () => {
  it("says where a widget would land, or why it cannot", () => {
    expect(
      describeWidgetTarget(doc, "n7", { sectionID: "n5", region: "secondaryBottom", index: 0 }, catalog),
    ).toBe("Recent Discussions over secondary column, position 1 of 6, section 3");
    // The full-width section takes only banners: the refusal is said instead.
    const refusal = describeWidgetTarget(
      doc,
      "n7",
      { sectionID: "n1", region: "children", index: 0 },
      catalog,
    );
    expect(refusal).not.toMatch(/ over /);
    expect(refusal.length).toBeGreaterThan(0);
  });
});
