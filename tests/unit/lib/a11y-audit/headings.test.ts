// Heading order across widgets and exactly one h1 per page (src/lib/layout/a11y-audit-headings.ts).
import { describe, expect, it } from "vitest";
import { auditLayout } from "../../../../src/lib/layout/a11y-audit";
import { headingOrderFindings, pageHeadingFindings } from "../../../../src/lib/layout/a11y-audit-headings";
import type { SnapshotHeading } from "../../../../src/lib/layout/a11y-audit-types";
import { auditDocument, node, renderedNodes, snapshot } from "./fixtures";

const h = (level: number, text: string, node: string): SnapshotHeading => ({ level, text, node });

describe("heading order", () => {
  it("accepts an outline going down one level at a time and back up any number", () => {
    const headings = [
      h(1, "Welcome", "banner"),
      h(2, "Recent", "w1"),
      h(3, "Item", "w1"),
      h(2, "Links", "w2"),
    ];
    expect(headingOrderFindings(snapshot("desktop", { headings }))).toEqual([]);
  });

  it("flags a skipped level on the widget holding the deeper heading", () => {
    const headings = [h(1, "Welcome", "banner"), h(2, "Recent", "w1"), h(4, "Top posters", "w2")];
    expect(headingOrderFindings(snapshot("mobile", { headings }))).toEqual([
      expect.objectContaining({
        rule: "headingOrder",
        node: "w2",
        device: "mobile",
        values: { text: "Top posters", level: 4, previous: 2, missing: 3 },
      }),
    ]);
  });

  it("counts the page's own title first: a first h2 is fine, a first h3 skips level 2", () => {
    expect(headingOrderFindings(snapshot("desktop", { headings: [h(2, "Recent", "w1")] }))).toEqual([]);
    expect(headingOrderFindings(snapshot("desktop", { headings: [h(3, "Recent", "w1")] }))).toEqual([
      expect.objectContaining({ node: "w1", values: expect.objectContaining({ previous: 1, missing: 2 }) }),
    ]);
  });

  it("shortens long heading texts in the message", () => {
    const long = "word ".repeat(30);
    const [finding] = headingOrderFindings(snapshot("desktop", { headings: [h(4, long, "w1")] }));
    expect(String(finding?.values.text).length).toBeLessThanOrEqual(60);
    expect(String(finding?.values.text).endsWith("…")).toBe(true);
  });
});

describe("one h1", () => {
  it("flags every h1 after the first", () => {
    const headings = [h(1, "Welcome", "banner"), h(2, "Recent", "w1"), h(1, "Community", "banner2")];
    expect(pageHeadingFindings([snapshot("desktop", { headings })])).toEqual([
      expect.objectContaining({ rule: "pageHeading", node: "banner2", values: { text: "Community" } }),
    ]);
  });

  it("is quiet when no device shows an h1: the page adds a hidden one", () => {
    const headings = [h(2, "Recent", "w1")];
    expect(
      pageHeadingFindings([snapshot("desktop", { headings }), snapshot("mobile", { headings })]),
    ).toEqual([]);
  });

  it("flags a device without the h1 the others show, on the widget holding it", () => {
    const findings = pageHeadingFindings([
      snapshot("desktop", { headings: [h(1, "Welcome", "banner")] }),
      snapshot("tablet", { headings: [h(1, "Welcome", "banner")] }),
      snapshot("mobile", { headings: [h(2, "Recent", "w1")] }),
    ]);
    expect(findings).toEqual([
      expect.objectContaining({ node: "banner", device: "mobile", values: { text: "Welcome" } }),
    ]);
  });
});

describe("through auditLayout", () => {
  it("reports a skip seen on several devices once, naming them", () => {
    const doc = auditDocument([{ id: "s1", widgets: [{ id: "w1" }, { id: "w2" }] }]);
    const headings = [h(2, "Recent", "w1"), h(4, "Top posters", "w2")];
    const snapshots = (["desktop", "tablet", "mobile"] as const).map((device) =>
      snapshot(device, { headings, nodes: renderedNodes(doc) }),
    );
    const findings = auditLayout(doc, snapshots).filter((finding) => finding.rule === "headingOrder");
    expect(findings).toEqual([
      expect.objectContaining({ node: "w2", devices: ["desktop", "tablet", "mobile"], field: "" }),
    ]);
  });

  it("points at the title of a widget whose items skip a level because it has no title of its own", () => {
    // The categories widget's title was emptied: its items' h3 follow the banner's h1.
    const doc = auditDocument([
      { id: "s1", widgets: [{ id: "banner" }] },
      { id: "s2", widgets: [{ id: "categories", props: { title: "" } }] },
    ]);
    const nodes = [
      node("s1"),
      node("banner", "s1", undefined, "Welcome"),
      node("s2"),
      node("categories", "s2"),
    ];
    const headings = [h(1, "Welcome", "banner"), h(3, "Announcements", "categories")];
    const findings = auditLayout(doc, [snapshot("desktop", { headings, nodes })]);
    expect(findings).toEqual([
      expect.objectContaining({ rule: "headingOrder", node: "categories", field: "title" }),
    ]);
  });
});
