// Duplicate widget titles (src/lib/layout/a11y-audit-titles.ts).
import { describe, expect, it } from "vitest";
import { auditLayout } from "../../../../src/lib/layout/a11y-audit";
import { duplicateTitleFindings } from "../../../../src/lib/layout/a11y-audit-titles";
import { auditDocument, node, snapshot } from "./fixtures";

const doc = auditDocument([
  { id: "s1", widgets: [{ id: "w1", props: { title: "Recent Discussions" } }] },
  { id: "s2", widgets: [{ id: "w2" }, { id: "w3", props: { title: "" } }, { id: "w4" }] },
]);

describe("duplicate titles", () => {
  it("flags a later widget with the same rendered title, ignoring case and spaces", () => {
    const nodes = [
      node("s1"),
      node("w1", "s1", undefined, "Recent Discussions"),
      node("s2"),
      node("w2", "s2", undefined, "Top Members"),
      node("w3", "s2", undefined, " recent  discussions "),
      node("w4", "s2", undefined, null),
    ];
    expect(duplicateTitleFindings(snapshot("desktop", { nodes }), doc)).toEqual([
      expect.objectContaining({
        rule: "duplicateTitle",
        node: "w3",
        field: "title",
        values: { title: "recent discussions", number: 1 },
      }),
    ]);
  });

  it("points at the whole widget when it has no title prop (a default title)", () => {
    const nodes = [node("w2", "s2", undefined, "Members"), node("w4", "s2", undefined, "Members")];
    expect(duplicateTitleFindings(snapshot("desktop", { nodes }), doc)).toEqual([
      expect.objectContaining({ node: "w4", field: "", values: { title: "Members", number: 2 } }),
    ]);
  });

  it("compares widgets shown on the same device only", () => {
    const nodes = [node("w1", "s1", undefined, "Recent Discussions")];
    expect(duplicateTitleFindings(snapshot("mobile", { nodes }), doc)).toEqual([]);
  });
});

describe("through auditLayout", () => {
  it("reports a repeated title once, not again as a repeated landmark name", () => {
    const nodes = [
      node("s1"),
      node("w1", "s1", undefined, "Recent Discussions"),
      node("s2"),
      node("w3", "s2", undefined, "Recent Discussions"),
    ];
    const landmarks = [
      { role: "region", name: "Recent Discussions", node: "w1", fromSection: false },
      { role: "region", name: "Recent Discussions", node: "w3", fromSection: false },
    ];
    expect(auditLayout(doc, [snapshot("desktop", { nodes, landmarks })]).map((f) => f.rule)).toEqual([
      "duplicateTitle",
    ]);
  });
});
