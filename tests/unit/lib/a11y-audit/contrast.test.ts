// Contrast of the colours widget props choose, against the theme (src/lib/layout/a11y-audit-contrast.ts).
import { describe, expect, it } from "vitest";
import { contrastFindings, lowContrastPairs } from "../../../../src/lib/layout/a11y-audit-contrast";
import { auditDocument, renderedNodes, snapshot, THEME } from "./fixtures";

describe("chosen colours", () => {
  it("accepts readable pairs and props that choose no colour", () => {
    expect(lowContrastPairs({ textColor: "#1c2330" }, THEME.page)).toEqual([]);
    expect(lowContrastPairs({ title: "Hi" }, THEME.page)).toEqual([]);
    expect(lowContrastPairs({ textColor: "#ffffff", background: { color: "#1d4e89" } }, THEME.page)).toEqual(
      [],
    );
  });

  it("judges a chosen text colour on the theme's background", () => {
    expect(lowContrastPairs({ textColor: "#999" }, THEME.page)).toEqual([
      { field: "textColor", text: "#999", background: "#ffffff", ratio: 2.84 },
    ]);
  });

  it("judges a chosen background against the theme's text colour, pointing at the background", () => {
    expect(lowContrastPairs({ background: { color: "#333333" } }, THEME.page)).toEqual([
      expect.objectContaining({ field: "background.color", text: "#1c2330", background: "#333333" }),
    ]);
  });

  it("judges text on the chosen background around it, in nested options", () => {
    const props = { options: { background: { color: "navy" }, textColor: "#00008b" } };
    expect(lowContrastPairs(props, THEME.page)).toEqual([
      expect.objectContaining({ field: "options.textColor", background: "navy" }),
    ]);
  });

  it("judges a banner's text on the theme's banner colours", () => {
    expect(lowContrastPairs({ textColor: "#1c2330" }, THEME.banner)).toEqual([
      expect.objectContaining({ background: "#143f78" }),
    ]);
  });

  it("leaves text over a background image alone, and colours it cannot read", () => {
    expect(
      lowContrastPairs({ textColor: "#eeeeee", background: { image: "/hero.jpg" } }, THEME.page),
    ).toEqual([]);
    expect(lowContrastPairs({ textColor: "var(--brand)" }, THEME.page)).toEqual([]);
  });

  it("mixes a translucent background with the page under it", () => {
    // 10% black over white is near white: white text on it is unreadable.
    expect(
      lowContrastPairs({ textColor: "#ffffff", backgroundColor: "rgba(0, 0, 0, 0.1)" }, THEME.page),
    ).toEqual([expect.objectContaining({ field: "textColor" })]);
  });
});

describe("contrast findings", () => {
  const doc = auditDocument(
    [
      {
        id: "s1",
        widgets: [
          { id: "follow", key: "react.asset.categoryFollow", props: { buttonColor: "#ffff00" } },
          { id: "cta", key: "react.cta", props: { textColor: "#aaaaaa" } },
        ],
      },
    ],
    { foregroundColor: "#3b82f6" },
  );

  it("reports each widget on the devices where it shows, with the field to change", () => {
    const findings = contrastFindings(
      [
        snapshot("desktop", { nodes: renderedNodes(doc) }),
        snapshot("mobile", { nodes: renderedNodes(doc, ["cta"]) }),
      ],
      doc,
    );
    expect(findings.map((f) => [f.node, f.field, f.device])).toEqual([
      ["follow", "buttonColor", "desktop"],
      ["cta", "textColor", "desktop"],
      ["titleBar", "foregroundColor", "desktop"],
      ["follow", "buttonColor", "mobile"],
      ["titleBar", "foregroundColor", "mobile"],
    ]);
    expect(findings[0]?.values).toEqual({ text: "#ffffff", background: "#ffff00", ratio: "1.07" });
  });
});
