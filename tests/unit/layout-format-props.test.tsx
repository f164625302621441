// Widget props of the documented layout format that Quorum models beyond the basics: the deprecated display flags,
// containerOptions maxWidth and contentAlignment, itemOptions box border, spacing, text colour and call to action,
// the title bar's logo and navigation sources, the banner's image source and the featured image of a post.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { featuredImageOf, firstImageOf } from "../../src/lib/first-image";
import { resolveBannerBackground } from "../../src/lib/layout/banner-image";
import type { HomeWidgetItemOptions } from "../../src/types/generated/widgets/common/item-options";
import type { TitleBarProps } from "../../src/types/generated/widgets/title-bar";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItem } from "../../src/ui/home-widget/HomeWidgetItem";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { chosenItems, resolvedLogo, titleBarSources } from "../../widgets/title-bar/sources";
import { makeFeedItems } from "../factories";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

type WithContainer = { containerOptions: Record<string, unknown> };

describe("containerOptions isGrid / isCarousel (deprecated)", () => {
  const container = (options: Record<string, unknown>) =>
    preparedProps<WithContainer>("react.categories", { containerOptions: options }).containerOptions;

  it("become the display type when none is set, carousel before grid, and are then dropped", () => {
    expect(container({ isGrid: true })).toMatchObject({ displayType: "grid" });
    expect(container({ isGrid: true, isCarousel: true })).toMatchObject({ displayType: "carousel" });
    expect(container({ isGrid: true })).not.toHaveProperty("isGrid");
  });

  it("never override an explicit displayType", () => {
    expect(container({ isCarousel: true, displayType: "list" })).toMatchObject({ displayType: "list" });
  });
});

describe("containerOptions maxWidth and contentAlignment", () => {
  function renderGrid(containerOptions: Record<string, unknown>) {
    const items = makeFeedItems(2);
    return render(
      <HomeWidgetContainer
        title="Blog"
        containerOptions={{ borderType: "none", headerAlignment: "left", ...containerOptions }}
      >
        <HomeWidgetItems
          items={items}
          displayType="grid"
          columns={3}
          label="Blog"
          itemKey={(item) => item.to}
          renderItem={(item) => <span>{item.name}</span>}
        />
      </HomeWidgetContainer>,
    );
  }

  it("caps the widget's width, centred in its column", () => {
    renderGrid({ maxWidth: 640 });
    const section = screen.getByRole("region", { name: "Blog" });
    expect(section.style.maxWidth).toBe("640px");
    expect(section.style.marginInline).toBe("auto");
  });

  it("aligns an unfilled grid row; the default keeps the plain grid", () => {
    renderGrid({ contentAlignment: "center" });
    expect(screen.getByRole("list").style.justifyContent).toBe("center");
    cleanup();
    renderGrid({});
    expect(screen.getByRole("list").className).toContain("grid");
  });
});

describe("itemOptions box, fg and call to action", () => {
  const options = (raw: Record<string, unknown>) =>
    preparedProps<{ itemOptions: HomeWidgetItemOptions }>("react.categories", { itemOptions: raw })
      .itemOptions;
  const [item] = makeFeedItems(1);

  it("fills defaults: no call to action, solid border, empty spacing", () => {
    const filled = options({});
    expect(filled.display.cta).toBe(false);
    expect(filled.viewMore).toEqual({ labelCode: "View More", buttonType: "standard" });
    expect(filled.box.border).toEqual({ style: "solid" });
  });

  it("draws the border, padding (side over axis over all) and text colour of a tile", () => {
    const raw = {
      box: {
        borderType: "border",
        border: { color: "red", width: 3, style: "dashed", radius: 6 },
        spacing: { all: 10, horizontal: 20, left: 4 },
      },
      fg: "rgb(1, 2, 3)",
    };
    if (!item) throw new Error("no item");
    const { container } = render(<HomeWidgetItem item={item} options={options(raw)} variant="tile" />);
    const tile = container.querySelector("article");
    expect(tile?.style.borderColor).toBe("red");
    expect(tile?.style.borderStyle).toBe("dashed");
    expect(tile?.style.borderRadius).toBe("6px");
    expect(tile?.style.paddingTop).toBe("10px");
    expect(tile?.style.paddingRight).toBe("20px");
    expect(tile?.style.paddingLeft).toBe("4px");
    expect(tile?.style.color).toBe("rgb(1, 2, 3)");
  });

  it("shows the view-more label on tiles only when display.cta is on", () => {
    if (!item) throw new Error("no item");
    const on = options({ display: { cta: true }, viewMore: { labelCode: "Read on" } });
    render(<HomeWidgetItem item={item} options={on} variant="tile" />);
    expect(screen.getByText("Read on")).toBeTruthy();
    cleanup();
    render(<HomeWidgetItem item={item} options={options({})} variant="tile" />);
    expect(screen.queryByText("View More")).toBeNull();
  });
});

describe("title bar logoType and navigationType", () => {
  const props = (raw: Record<string, unknown>) => preparedProps<TitleBarProps>("react.titleBar", raw);
  const site = [{ name: "Site" }];
  const own = [{ name: "Own" }];

  it("style guide: the site's logo (its name, home link) and navigation", () => {
    const p = props({
      logoType: "styleguide",
      navigationType: "styleguide",
      logo: { imageUrl: "/x.png", url: "/x" },
      navigation: { items: own },
    });
    const sources = titleBarSources(p);
    expect(resolvedLogo(p, sources.logoType)).not.toHaveProperty("imageUrl");
    expect(resolvedLogo(p, sources.logoType).url).toBe("/");
    expect(chosenItems(p.navigation.items, site, sources.navigationType)).toBe(site);
  });

  it("custom: the widget's own; unset reads custom only when the document sets its own", () => {
    const p = props({ logo: { imageUrl: "/x.png" }, navigation: { items: own } });
    expect(titleBarSources(p)).toEqual({ logoType: "custom", navigationType: "custom" });
    expect(resolvedLogo(p, "custom").imageUrl).toBe("/x.png");
    expect(chosenItems(p.navigation.items, site, "custom")).toBe(p.navigation.items);
    expect(titleBarSources(props({}))).toEqual({ logoType: "styleguide", navigationType: "styleguide" });
  });
});

describe("banner background.imageSource", () => {
  const params = { category: { categoryID: 4, bannerImageUrl: "/cat.jpg" } };

  it("custom uses the image; category and place the page category's banner; styleGuide none", () => {
    expect(resolveBannerBackground({ imageSource: "custom", image: "/own.jpg" }, params)?.image).toBe(
      "/own.jpg",
    );
    expect(resolveBannerBackground({ imageSource: "category", image: "/own.jpg" }, params)?.image).toBe(
      "/cat.jpg",
    );
    expect(resolveBannerBackground({ imageSource: "place" }, params)?.image).toBe("/cat.jpg");
    expect(
      resolveBannerBackground({ imageSource: "styleGuide", image: "/own.jpg" }, params),
    ).not.toHaveProperty("image");
  });

  it("unset means custom when an image is given (older documents)", () => {
    expect(resolveBannerBackground({ image: "/own.jpg" }, {})).toMatchObject({
      imageSource: "custom",
      image: "/own.jpg",
    });
    expect(resolveBannerBackground({ color: "#000" }, {})).toEqual({
      color: "#000",
      imageSource: "styleGuide",
    });
  });
});

describe("discussions apiParams.featuredImage", () => {
  it("takes the first image of the body, markdown or HTML, else the fallback; unsafe URLs never", () => {
    expect(firstImageOf('text <img alt="" src="/a.png"> then ![b](/b.png)')).toBe("/a.png");
    expect(firstImageOf("![b](/b.png) then <img src='/a.png'>")).toBe("/b.png");
    expect(firstImageOf('<img src="javascript:alert(1)">')).toBeUndefined();
    expect(featuredImageOf("no image", "/fallback.png")).toBe("/fallback.png");
    expect(featuredImageOf("no image", undefined)).toBeUndefined();
  });
});
