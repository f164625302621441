// Reading and focus order against visual order, and empty regions (src/lib/layout/a11y-audit-order.ts).
import { describe, expect, it } from "vitest";
import { emptyRegionFindings, readingOrderFindings } from "../../../../src/lib/layout/a11y-audit-order";
import { auditDocument, node, rect, renderedNodes, snapshot } from "./fixtures";

// A three-column section: the left panel (w1) comes first in the document, then the middle (w2), then the right (w3).
const doc = auditDocument([
  {
    id: "s1",
    key: "react.section.3-columns",
    widgets: [
      { id: "w1", region: "leftBottom" },
      { id: "w2", region: "middleBottom" },
      { id: "w3", region: "rightBottom" },
    ],
  },
]);

describe("reading order", () => {
  it("accepts columns side by side on desktop", () => {
    const nodes = [
      node("s1"),
      node("w1", "s1", rect(24, 0, 216, 300)),
      node("w2", "s1", rect(280, 0, 700, 500)),
      node("w3", "s1", rect(1020, 0, 216, 200)),
    ];
    expect(readingOrderFindings(snapshot("desktop", { nodes }), doc)).toEqual([]);
  });

  it("flags a widget read later but drawn above, when the columns stack on mobile", () => {
    // Mobile puts the middle column first: w2 above w1, though w1 is read first.
    const nodes = [
      node("s1"),
      node("w1", "s1", rect(16, 520, 343, 300)),
      node("w2", "s1", rect(16, 0, 343, 500)),
      node("w3", "s1", rect(16, 840, 343, 200)),
    ];
    expect(readingOrderFindings(snapshot("mobile", { nodes }), doc)).toEqual([
      {
        rule: "readingOrder",
        node: "s1",
        field: "",
        device: "mobile",
        message:
          "“{above}” shows above “{below}”, but screen readers and the Tab key reach “{below}” first: the stacked columns are drawn in another order than they are read.",
        values: { above: "w2", below: "w1" },
        names: { above: "w2", below: "w1" },
      },
    ]);
  });

  it("ignores widgets without a box (not laid out) and nested widgets", () => {
    const nodes = [node("s1"), node("w1", "s1"), node("w2", "s1", rect(16, 0, 343, 500)), node("tab", "w2")];
    expect(readingOrderFindings(snapshot("mobile", { nodes }), doc)).toEqual([]);
  });
});

describe("empty regions", () => {
  it("flags a section without widgets on every device it shows", () => {
    const empty = auditDocument([{ id: "s1", widgets: [{ id: "w1" }] }, { id: "s2" }]);
    expect(emptyRegionFindings(snapshot("desktop", { nodes: renderedNodes(empty) }), empty)).toEqual([
      expect.objectContaining({ rule: "emptyRegion", node: "s2", values: { number: 2 } }),
    ]);
  });

  it("flags a section whose widgets are all hidden on the device", () => {
    const findings = emptyRegionFindings(
      snapshot("mobile", { nodes: renderedNodes(doc, ["w1", "w2", "w3"]) }),
      doc,
    );
    expect(findings).toEqual([expect.objectContaining({ node: "s1", values: { number: 1 } })]);
    expect(findings[0]?.message).toMatch(/shows nothing here/);
  });

  it("flags an empty column beside filled ones, not when the columns stack", () => {
    const columns = (stackedX: boolean) => [
      { section: "s1", index: 0, rect: rect(24, 0, 400, 300), widgets: ["w1"] },
      { section: "s1", index: 1, rect: rect(stackedX ? 24 : 464, stackedX ? 320 : 0, 400, 0), widgets: [] },
    ];
    const nodes = renderedNodes(doc);
    expect(emptyRegionFindings(snapshot("desktop", { nodes, columns: columns(false) }), doc)).toEqual([
      expect.objectContaining({ node: "s1", values: { index: 2, count: 2, number: 1 } }),
    ]);
    expect(emptyRegionFindings(snapshot("mobile", { nodes, columns: columns(true) }), doc)).toEqual([]);
  });

  it("says nothing of a full-width section whose widgets are hidden: it has no spacing of its own", () => {
    const banner = auditDocument([{ id: "s1", key: "react.section.full-width", widgets: [{ id: "w1" }] }]);
    expect(emptyRegionFindings(snapshot("mobile", { nodes: renderedNodes(banner, ["w1"]) }), banner)).toEqual(
      [],
    );
  });

  it("says nothing of a section the device does not show", () => {
    expect(emptyRegionFindings(snapshot("desktop", { nodes: [] }), doc)).toEqual([]);
  });
});
