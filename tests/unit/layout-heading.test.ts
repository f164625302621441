// @vitest-environment node
// Every page has exactly one <h1>: a layout whose banner (home or content banner) shows a title needs no hidden one.
import { describe, expect, it } from "vitest";
import { layoutHasPageHeading } from "../../src/client/pages/layout-heading";

const section = (...children: unknown[]) => ({
  $reactComponent: "SectionFullWidth",
  $reactProps: { children },
});
const banner = (component: string, props: Record<string, unknown>) => ({
  $reactComponent: component,
  $reactProps: { showTitle: true, titleType: "static", title: "Start Here", ...props },
});

describe("layoutHasPageHeading", () => {
  it("counts a banner or a content banner with a visible title", () => {
    expect(layoutHasPageHeading([section(banner("BannerWidget", {}))])).toBe(true);
    expect(layoutHasPageHeading([section(banner("BannerContentWidget", {}))])).toBe(true);
  });

  it("does not count a banner whose title is hidden, empty or none", () => {
    for (const component of ["BannerWidget", "BannerContentWidget"]) {
      expect(layoutHasPageHeading([section(banner(component, { showTitle: false }))])).toBe(false);
      expect(layoutHasPageHeading([section(banner(component, { title: "" }))])).toBe(false);
      expect(layoutHasPageHeading([section(banner(component, { titleType: "none" }))])).toBe(false);
    }
    expect(layoutHasPageHeading([section({ $reactComponent: "QuickLinks", $reactProps: {} })])).toBe(false);
  });

  it("counts the original post, whose title is the post page's heading", () => {
    const post = {
      $reactComponent: "OriginalPostAsset",
      $reactProps: { discussion: { name: "A question" } },
    };
    expect(layoutHasPageHeading([section(post)])).toBe(true);
    expect(layoutHasPageHeading([section({ ...post, $reactProps: {} })])).toBe(false);
  });

  it("counts the article, whose title is an article page's heading", () => {
    const article = {
      $reactComponent: "ArticleAsset",
      $reactProps: { article: { name: "Resetting a forgotten password" } },
    };
    expect(layoutHasPageHeading([section(article)])).toBe(true);
    expect(layoutHasPageHeading([section({ ...article, $reactProps: {} })])).toBe(false);
  });
});
