// Landmarks per region (src/lib/layout/a11y-audit-landmarks.ts): no page landmark inside the content, and landmarks
// of one role told apart by their names.
import { describe, expect, it } from "vitest";
import { auditLayout } from "../../../../src/lib/layout/a11y-audit";
import { landmarkFindings } from "../../../../src/lib/layout/a11y-audit-landmarks";
import type { SnapshotLandmark } from "../../../../src/lib/layout/a11y-audit-types";
import { auditDocument, renderedNodes, snapshot } from "./fixtures";

const landmark = (role: string, name: string, node: string, fromSection = false): SnapshotLandmark => ({
  role,
  name,
  node,
  fromSection,
});

describe("landmarks", () => {
  it("accepts the title bar's banner and distinct names", () => {
    const landmarks = [
      landmark("banner", "", "titleBar"),
      landmark("navigation", "Main", "titleBar"),
      landmark("navigation", "Quick Links", "w1"),
      landmark("navigation", "Categories", "w2"),
      landmark("complementary", "Sidebar", "s1", true),
    ];
    expect(landmarkFindings(snapshot("desktop", { landmarks }))).toEqual([]);
  });

  it("flags a main, banner or contentinfo landmark a widget adds", () => {
    const landmarks = [landmark("main", "", "w1"), landmark("contentinfo", "", "w2")];
    expect(landmarkFindings(snapshot("desktop", { landmarks })).map((f) => [f.node, f.values.role])).toEqual([
      ["w1", "main"],
      ["w2", "contentinfo"],
    ]);
  });

  it("flags the second landmark of a role with the same name, ignoring case and spaces", () => {
    const landmarks = [
      landmark("navigation", "Quick Links", "w1"),
      landmark("navigation", " quick links ", "w2"),
    ];
    expect(landmarkFindings(snapshot("tablet", { landmarks }))).toEqual([
      expect.objectContaining({
        node: "w2",
        device: "tablet",
        values: { role: "navigation", name: "quick links" },
      }),
    ]);
  });

  it("flags a second unnamed landmark of a role", () => {
    const landmarks = [landmark("navigation", "", "w1"), landmark("navigation", "", "w2")];
    expect(landmarkFindings(snapshot("desktop", { landmarks }))).toEqual([
      expect.objectContaining({ node: "w2", values: { role: "navigation", name: "" } }),
    ]);
  });

  it("leaves the sections' own sidebars alone: no author can rename them", () => {
    const landmarks = [
      landmark("complementary", "Sidebar", "s1", true),
      landmark("complementary", "Sidebar", "s2", true),
    ];
    expect(landmarkFindings(snapshot("desktop", { landmarks }))).toEqual([]);
  });

  it("points at the widget's title when it has one", () => {
    const doc = auditDocument([
      {
        id: "s1",
        widgets: [
          { id: "w1", props: { title: "Links" } },
          { id: "w2", props: { title: "Links" } },
        ],
      },
    ]);
    const landmarks = [landmark("navigation", "Links", "w1"), landmark("navigation", "Links", "w2")];
    const findings = auditLayout(doc, [snapshot("desktop", { landmarks, nodes: renderedNodes(doc) })]);
    expect(findings).toEqual([expect.objectContaining({ rule: "landmarks", node: "w2", field: "title" })]);
  });
});
