// @vitest-environment node
import { describe, expect, test } from "vitest";
import { regionDropID, widgetDragID } from "../../../../src/client/editor/dnd/drag-data";
import { targetDropID } from "../../../../src/client/editor/dnd/keyboard-coordinates";
import {
  acceptsWidget,
  isCurrentPlace,
  nextSectionIndex,
  nextWidgetTarget,
  pointerWidgetTarget,
  widgetSlots,
} from "../../../../src/client/editor/dnd/targets";
import { editorCatalog, editorDocument } from "../../../factories/editor";

// Home template ids: n1 full width [n2 banner] · n3 one column [n4] · n5 two columns (mainTop [n6], mainBottom [n7],
// secondaryBottom [n8…n12]) · n13 one column [n14].
const catalog = editorCatalog("home");
const doc = editorDocument("home");
const DISCUSSIONS = "react.discussion.discussions";

describe("widgetSlots", () => {
  test("lists the accepting regions in visual order, without the moving widget, skipping refusing sections", () => {
    const slots = widgetSlots(doc, catalog, DISCUSSIONS, "n7");
    expect(slots.map((s) => `${s.sectionID}.${s.region}:${s.length}`)).toEqual([
      "n3.children:1",
      "n5.mainTop:1",
      "n5.mainBottom:0",
      "n5.secondaryTop:0",
      "n5.secondaryBottom:5",
      "n13.children:1",
    ]);
  });

  test("breadcrumbs regions only take breadcrumbs", () => {
    const section = doc.layout[2];
    if (!section) throw new Error("no section");
    expect(acceptsWidget(catalog, section, "breadcrumbs", DISCUSSIONS)).toBe(false);
    expect(acceptsWidget(catalog, section, "mainTop", DISCUSSIONS)).toBe(true);
  });
});

describe("nextWidgetTarget (keyboard)", () => {
  const slots = widgetSlots(doc, catalog, DISCUSSIONS, "n7");
  const at = (sectionID: string, region: string, index: number) => ({ sectionID, region, index });

  test("down steps through a region, then into the next region and the next section", () => {
    expect(nextWidgetTarget(slots, at("n5", "secondaryBottom", 2), "down")).toEqual(
      at("n5", "secondaryBottom", 3),
    );
    expect(nextWidgetTarget(slots, at("n5", "mainBottom", 0), "down")).toEqual(at("n5", "secondaryTop", 0));
    expect(nextWidgetTarget(slots, at("n5", "secondaryBottom", 5), "down")).toEqual(at("n13", "children", 0));
    expect(nextWidgetTarget(slots, at("n13", "children", 1), "down")).toBeNull();
  });

  test("up steps back and enters the previous region at its end", () => {
    expect(nextWidgetTarget(slots, at("n5", "mainBottom", 0), "up")).toEqual(at("n5", "mainTop", 1));
    expect(nextWidgetTarget(slots, at("n5", "mainTop", 0), "up")).toEqual(at("n3", "children", 1));
    // The full-width section above refuses the widget: nowhere further up.
    expect(nextWidgetTarget(slots, at("n3", "children", 0), "up")).toBeNull();
  });

  test("left and right jump between regions at the same position, clamped", () => {
    expect(nextWidgetTarget(slots, at("n5", "secondaryBottom", 4), "right")).toEqual(
      at("n13", "children", 1),
    );
    expect(nextWidgetTarget(slots, at("n5", "secondaryBottom", 4), "left")).toEqual(
      at("n5", "secondaryTop", 0),
    );
    expect(nextWidgetTarget(slots, at("n5", "mainTop", 1), "left")).toEqual(at("n3", "children", 1));
    expect(nextWidgetTarget(slots, at("n3", "children", 0), "left")).toBeNull();
  });

  test("a target outside every accepting region starts at the first place", () => {
    expect(nextWidgetTarget(slots, null, "down")).toEqual(at("n3", "children", 0));
    expect(nextWidgetTarget(slots, at("n1", "children", 0), "up")).toEqual(at("n3", "children", 0));
    expect(nextWidgetTarget([], null, "down")).toBeNull();
  });
});

describe("pointerWidgetTarget", () => {
  test("over a widget of another region: before it, or after it past its middle", () => {
    const over = { kind: "widget" as const, sectionID: "n5", region: "secondaryBottom", editorID: "n9" };
    expect(pointerWidgetTarget(doc, catalog, DISCUSSIONS, "n7", over)).toEqual({
      target: { sectionID: "n5", region: "secondaryBottom", index: 1 },
      allowed: true,
    });
    expect(pointerWidgetTarget(doc, catalog, DISCUSSIONS, "n7", { ...over, after: true })?.target.index).toBe(
      2,
    );
  });

  test("within its own region the index counts the region without the moving widget", () => {
    const over = { kind: "widget" as const, sectionID: "n5", region: "secondaryBottom", editorID: "n11" };
    expect(pointerWidgetTarget(doc, catalog, "react.guest-cta", "n8", over)?.target.index).toBe(2);
    expect(
      pointerWidgetTarget(doc, catalog, "react.guest-cta", "n8", { ...over, editorID: "n8" })?.target,
    ).toEqual({
      sectionID: "n5",
      region: "secondaryBottom",
      index: 0,
    });
  });

  test("over a region: its end; over a refusing section: marked not allowed", () => {
    expect(
      pointerWidgetTarget(doc, catalog, DISCUSSIONS, null, {
        kind: "region",
        sectionID: "n5",
        region: "secondaryBottom",
      }),
    ).toEqual({ target: { sectionID: "n5", region: "secondaryBottom", index: 5 }, allowed: true });
    expect(
      pointerWidgetTarget(doc, catalog, DISCUSSIONS, "n7", {
        kind: "region",
        sectionID: "n1",
        region: "children",
      })?.allowed,
    ).toBe(false);
  });
});

test("isCurrentPlace and nextSectionIndex", () => {
  expect(isCurrentPlace(doc, "n7", { sectionID: "n5", region: "mainBottom", index: 0 })).toBe(true);
  expect(isCurrentPlace(doc, "n7", { sectionID: "n5", region: "mainBottom", index: 1 })).toBe(false);
  expect(nextSectionIndex(4, 0, "up")).toBeNull();
  expect(nextSectionIndex(4, 0, "down")).toBe(1);
  expect(nextSectionIndex(4, 3, "right")).toBeNull();
  expect(nextSectionIndex(4, 2, "left")).toBe(1);
});

test("targetDropID names the widget a target precedes, or the region for its end", () => {
  const target = { sectionID: "n5", region: "secondaryBottom", index: 1 };
  expect(targetDropID(doc, "mobile", target, null)).toBe(widgetDragID("mobile", "n9"));
  // Without the moving n8, position 1 is n10.
  expect(targetDropID(doc, "mobile", target, "n8")).toBe(widgetDragID("mobile", "n10"));
  expect(targetDropID(doc, "desktop", { ...target, index: 5 }, null)).toBe(
    regionDropID("desktop", "n5", "secondaryBottom"),
  );
});
