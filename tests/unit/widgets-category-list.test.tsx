// The Category List page asset: headings over their children (never links), the pager in the category URL form,
// and the page-path helper it uses.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { categoryPageHref } from "../../src/lib/category-page-href";
import { hydrateNode } from "../../src/lib/layout/hydrate";
import { widgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { CategoryListAssetHydrated } from "../../src/types/generated/widgets/hydrated/category-list";
import { CurrentLocationProvider } from "../../src/ui/location";
import { exampleNode } from "../../stories/support/examples";
import { previewHydrateOptions, previewParams } from "../../stories/support/preview-runtime";
import CategoryListAsset from "../../widgets/category-list/CategoryListAsset";
import { makeCategory } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

function assetProps(overrides: Partial<CategoryListAssetHydrated> = {}): CategoryListAssetHydrated {
  return {
    ...preparedProps<CategoryListAssetHydrated>("react.asset.categoryList", { apiParams: { limit: 2 } }),
    itemData: [],
    paging: { page: 1, limit: 2, total: 0 },
    ...overrides,
  };
}

describe("categoryPageHref", () => {
  const at = (pathname: string, search = "") => ({ pathname, search });

  it("puts a category's pages in the path, page 1 without a suffix", () => {
    expect(categoryPageHref(at("/categories/help"), 2)).toBe("/categories/help/p2");
    expect(categoryPageHref(at("/categories/help/p2"), 3)).toBe("/categories/help/p3");
    expect(categoryPageHref(at("/categories/help/p3"), 1)).toBe("/categories/help");
    expect(categoryPageHref(at("/fr/categories/aide/p2", "?page=5&x=1"), 4)).toBe(
      "/fr/categories/aide/p4?x=1",
    );
  });

  it("uses ?page= on the root list", () => {
    expect(categoryPageHref(at("/categories", "?x=1"), 2)).toBe("/categories?x=1&page=2");
  });
});

describe("CategoryListAsset", () => {
  it("shows the empty state", () => {
    render(<CategoryListAsset {...assetProps()} />);
    expect(screen.getByText("No categories were found.")).toBeTruthy();
  });

  it("shows heading categories as headings over their children, not as links", () => {
    const heading = makeCategory({
      name: "Community",
      displayAs: "heading",
      children: [makeCategory({ name: "General" }), makeCategory({ name: "Introductions" })],
    });
    render(<CategoryListAsset {...assetProps({ itemData: [heading] })} />);
    expect(screen.getByRole("heading", { level: 3, name: "Community" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Community" })).toBeNull();
    expect(screen.getByRole("heading", { level: 4, name: "General" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Introductions" })).toBeTruthy();
  });

  it("pages in the category URL form", () => {
    const items = [makeCategory({ name: "Getting Started" }), makeCategory({ name: "How-To" })];
    render(
      <CurrentLocationProvider location={{ pathname: "/categories/help/p2", search: "" }}>
        <CategoryListAsset {...assetProps({ itemData: items, paging: { page: 2, limit: 2, total: 5 } })} />
      </CurrentLocationProvider>,
    );
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
      "/categories/help/p3",
    );
    expect(within(pager).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/categories/help");
    expect(within(pager).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("CategoryListAsset examples (= stories)", () => {
  const examples = (widgetSchemas.get("react.asset.categoryList")?.examples ?? []).map((example, index) => ({
    name: String(example.$name),
    index,
  }));

  it.each(examples)("$name hydrates with preview data and renders axe-clean", async ({ index }) => {
    const node = await hydrateNode(
      exampleNode("react.asset.categoryList", index),
      previewHydrateOptions("guest", previewParams({ layoutViewType: "categoryList" })),
    );
    expect(node?.$reactComponent).toBe("CategoryListAsset");
    const props = node?.$reactProps as unknown as CategoryListAssetHydrated;
    expect(props.itemData.length).toBeGreaterThan(0);
    const { container } = render(<CategoryListAsset {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
