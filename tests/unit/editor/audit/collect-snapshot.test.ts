// The audit's snapshot of a rendered frame (src/client/editor/audit/collect-snapshot.ts), on a hand-written frame:
// jsdom lays nothing out, so boxes are empty here (the rules' own tests cover geometry on fixtures).
import { afterEach, describe, expect, it } from "vitest";
import { collectSnapshot } from "../../../../src/client/editor/audit/collect-snapshot";

afterEach(() => {
  document.body.innerHTML = "";
});

const marker = (id: string, kind: string, inner: string) =>
  `<div data-audit-node="${id}" data-audit-kind="${kind}" style="display: contents">${inner}</div>`;

function frame(html: string): HTMLElement {
  const element = document.createElement("div");
  element.style.setProperty("--color-bg", "#ffffff");
  element.style.setProperty("--color-fg", "#1c2330");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function page() {
  return frame(
    marker(
      "titleBar",
      "titleBar",
      `<header><nav aria-labelledby="nav-label"><span id="nav-label">Main</span><a href="/"><img src="/logo.svg" alt=""></a></nav></header>`,
    ) +
      `<div data-audit-main="">${marker(
        "s1",
        "section",
        `<div class="q-section"><div class="q-columns q-columns--two">
          <div class="q-column q-area-main">${marker(
            "w1",
            "widget",
            `<section aria-label="Recent"><h2>Recent <span>Discussions</span></h2><ul><li><h3>First post</h3></li></ul>
             <img src="/uploads/team.jpg"><header>Not a banner</header></section>`,
          )}${marker("w2", "widget", `<h4 hidden>Hidden</h4><div aria-hidden="true"><h2>Gone</h2></div><div role="heading" aria-level="5">Top</div>`)}</div>
          <aside class="q-column q-area-panel" aria-label="Sidebar">${marker(
            "w3",
            "widget",
            `<main>Wrong</main><a href="/x"><img src="/x.png" alt=""></a><img src="/deco.png" role="presentation">`,
          )}</aside>
        </div></div>`,
      )}${marker("s2", "section", `<div class="q-section"></div>`)}</div>`,
  );
}

describe("collectSnapshot", () => {
  it("lists the marked nodes in document order with their parents and own titles", () => {
    const snapshot = collectSnapshot(page(), "desktop", 1280);
    expect(snapshot.nodes.map((node) => [node.id, node.parent, node.title])).toEqual([
      ["titleBar", "", null],
      ["s1", "", null],
      ["w1", "s1", "Recent Discussions"],
      ["w2", "s1", "Top"],
      ["w3", "s1", null],
      ["s2", "", null],
    ]);
    expect(snapshot.device).toBe("desktop");
    expect(snapshot.width).toBe(1280);
  });

  it("reads exposed headings with their levels and widgets", () => {
    const snapshot = collectSnapshot(page(), "mobile", 375);
    expect(snapshot.headings).toEqual([
      { level: 2, text: "Recent Discussions", node: "w1" },
      { level: 3, text: "First post", node: "w1" },
      { level: 5, text: "Top", node: "w2" },
    ]);
  });

  it("reads landmarks by the HTML mapping: headers inside the content are none", () => {
    const snapshot = collectSnapshot(page(), "desktop", 1280);
    expect(snapshot.landmarks).toEqual([
      { role: "banner", name: "", node: "titleBar", fromSection: false },
      { role: "navigation", name: "Main", node: "titleBar", fromSection: false },
      { role: "region", name: "Recent", node: "w1", fromSection: false },
      { role: "complementary", name: "Sidebar", node: "s1", fromSection: true },
      { role: "main", name: "", node: "w3", fromSection: false },
    ]);
  });

  it("reads images: alt, and whether a control shows nothing but an undescribed image", () => {
    const snapshot = collectSnapshot(page(), "desktop", 1280);
    expect(snapshot.images).toEqual([
      { node: "titleBar", src: "/logo.svg", alt: "", namelessControl: true },
      { node: "w1", src: "/uploads/team.jpg", alt: null, namelessControl: false },
      { node: "w3", src: "/x.png", alt: "", namelessControl: true },
    ]);
  });

  it("reads each section's columns with the widgets directly in them", () => {
    const snapshot = collectSnapshot(page(), "desktop", 1280);
    expect(snapshot.columns.map((column) => [column.section, column.index, column.widgets])).toEqual([
      ["s1", 0, ["w1", "w2"]],
      ["s1", 1, ["w3"]],
    ]);
  });

  it("reads the theme's colours from the page's custom properties", () => {
    const snapshot = collectSnapshot(page(), "desktop", 1280);
    expect(snapshot.theme.page).toEqual({ background: "#ffffff", foreground: "#1c2330" });
  });
});
