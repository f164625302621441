// The shared home-widget parts (docs/reference/ui-behaviour.md#home-widgets): sizes, the four item layouts and the
// generic item's content types.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { HomeWidgetItemOptions } from "../../src/types/generated/widgets/common/item-options";
import {
  boxSpacing,
  columnCount,
  ICON_SIZE,
  ICON_SIZE_IMAGE_LEFT,
  imageAspectRatio,
  maxColumns,
} from "../../src/ui/home-widget/constants";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItem } from "../../src/ui/home-widget/HomeWidgetItem";
import { type DisplayType, HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { makeFeedItems } from "../factories";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

function options(overrides: Partial<HomeWidgetItemOptions> = {}): HomeWidgetItemOptions {
  return {
    contentType: "title-description",
    imagePlacement: "top",
    imagePlacementMobile: "top",
    alignment: "left",
    box: { borderType: "border", border: { style: "solid" }, spacing: {} },
    display: { name: true, description: true, counts: true, cta: false },
    viewMore: { labelCode: "View More", buttonType: "standard" },
    ...overrides,
  };
}

function renderItems(displayType: DisplayType, itemOptions = options()) {
  const items = makeFeedItems(3);
  return render(
    <HomeWidgetContainer
      title="From the blog"
      containerOptions={{ borderType: "none", headerAlignment: "left" }}
    >
      <HomeWidgetItems
        items={items}
        displayType={displayType}
        columns={3}
        label="Blog posts"
        itemKey={(item) => item.to}
        renderItem={(item, variant) => <HomeWidgetItem item={item} options={itemOptions} variant={variant} />}
      />
    </HomeWidgetContainer>,
  );
}

describe("home widget sizes", () => {
  it("stops at 3 columns, 4 for icon and chat bubble tiles, and never below 1", () => {
    expect(maxColumns("title-description")).toBe(3);
    expect(maxColumns("title-description-icon")).toBe(4);
    expect(maxColumns("title-chat-bubble")).toBe(4);
    expect(columnCount(5, "title-description-image")).toBe(3);
    expect(columnCount(5, "title-description-icon")).toBe(4);
    expect(columnCount(0, "title-description")).toBe(1);
    expect(columnCount(undefined, "title-background")).toBe(3);
  });

  it("uses 16 px box spacing (24 for chat bubbles), 72 px icons (48 beside a left image) and 16:9 images", () => {
    expect(boxSpacing("title-description")).toBe(16);
    expect(boxSpacing("title-chat-bubble")).toBe(24);
    expect([ICON_SIZE, ICON_SIZE_IMAGE_LEFT]).toEqual([72, 48]);
    expect(imageAspectRatio("top")).toBe("16 / 9");
    expect(imageAspectRatio("left")).toBe("16 / 16");
  });
});

describe("HomeWidgetItems", () => {
  it("lays items out as a list of rows with their descriptions", async () => {
    const { container } = renderItems("list");
    const section = screen.getByRole("region", { name: "From the blog" });
    const list = within(section).getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    expect(screen.getByText(/Search now answers in half the time/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lays tiles out in a grid capped at the column count and at least 180 px wide", async () => {
    const { container } = renderItems("grid");
    const grid = container.querySelector("ul.grid") as HTMLElement;
    expect(grid.style.gridTemplateColumns).toContain("180px");
    expect(grid.style.gridTemplateColumns).toContain("/ 3");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("puts tiles in a labelled, keyboard-scrollable carousel", () => {
    renderItems("carousel");
    const track = screen.getByRole("list", { name: "Blog posts" });
    expect(track.getAttribute("tabindex")).toBe("0");
    expect(within(track).getAllByRole("article")).toHaveLength(3);
  });

  it("shows only names as links in link mode", () => {
    renderItems("link");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(
      screen.getAllByRole("link").filter((link) => link.textContent?.includes("Release 4.2")),
    ).toHaveLength(1);
  });
});

describe("HomeWidgetItem", () => {
  const item = {
    to: "https://blog.example.com/post",
    name: "A post",
    description: "About things",
    imageUrl: "https://cdn.example.com/a.png",
    iconUrl: "https://cdn.example.com/icon.png",
  };

  const cssVar = (element: Element | null, name: string) =>
    (element as HTMLElement | null)?.style.getPropertyValue(name);

  it("shows a decorative 16:9 image on top, at most 250 px high, for title-description-image", () => {
    const { container } = render(
      <HomeWidgetItem
        item={item}
        options={options({ contentType: "title-description-image" })}
        variant="tile"
      />,
    );
    const image = container.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(cssVar(image, "--ratio-desktop")).toBe("16 / 9");
    expect(cssVar(image, "--max-desktop")).toBe("250px");
  });

  it("squares a left image (max 400 px) and places it per device", () => {
    const { container } = render(
      <HomeWidgetItem
        item={item}
        options={options({ contentType: "title-description-image", imagePlacement: "left" })}
        variant="tile"
      />,
    );
    const image = container.querySelector("img");
    expect([cssVar(image, "--ratio-desktop"), cssVar(image, "--max-desktop")]).toEqual(["16 / 16", "400px"]);
    // Phones keep the default top placement unless told otherwise.
    expect([cssVar(image, "--ratio-mobile"), cssVar(image, "--max-mobile")]).toEqual(["16 / 9", "250px"]);
    const article = screen.getByRole("article");
    expect(article.className).toContain("flex-col");
    expect(article.className).toContain("sm:flex-row");
  });

  it("uses the fallback image, and never an unsafe one", () => {
    const { container } = render(
      <HomeWidgetItem
        item={{ ...item, imageUrl: "javascript:alert(1)" }}
        options={options({ contentType: "title-description-image" })}
        variant="tile"
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    cleanup();
    const fallback = render(
      <HomeWidgetItem
        item={{ to: item.to, name: item.name }}
        options={options({
          contentType: "title-description-image",
          fallbackImage: "https://cdn.example.com/f.png",
        })}
        variant="tile"
      />,
    );
    expect(fallback.container.querySelector("img")?.getAttribute("src")).toBe(
      "https://cdn.example.com/f.png",
    );
  });

  it("shows a 72 px icon for title-description-icon, 48 px when placed left", () => {
    const { container } = render(
      <HomeWidgetItem
        item={item}
        options={options({ contentType: "title-description-icon", imagePlacementMobile: "left" })}
        variant="tile"
      />,
    );
    const icon = container.querySelector("img");
    expect(icon?.getAttribute("src")).toBe(item.iconUrl);
    expect(cssVar(icon, "--icon-desktop")).toBe("72px");
    expect(cssVar(icon, "--icon-mobile")).toBe("48px");
  });

  it("drops the description on a plain title-background tile but keeps it with -description", () => {
    render(
      <HomeWidgetItem item={item} options={options({ contentType: "title-background" })} variant="tile" />,
    );
    expect(screen.queryByText("About things")).toBeNull();
    cleanup();
    render(
      <HomeWidgetItem
        item={item}
        options={options({ contentType: "title-background-description" })}
        variant="tile"
      />,
    );
    expect(screen.getByText("About things")).toBeTruthy();
  });

  it("makes the whole tile one link named after the item, opening external items in a new tab", () => {
    render(<HomeWidgetItem item={item} options={options()} variant="tile" />);
    const link = screen.getByRole("link", { name: /A post/ });
    expect(link.getAttribute("href")).toBe(item.to);
    expect(link.getAttribute("target")).toBe("_blank");
  });
});
