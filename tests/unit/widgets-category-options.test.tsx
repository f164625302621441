// categoryOptions as the layout format names them, on both category widgets: the row description switch, the
// per-category follow toggle, counts as icons and which counts add up subcategories; and the Category List
// asset's featured filter.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Category } from "../../src/types/generated/api/category";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";
import type { CategoryListAssetHydrated } from "../../src/types/generated/widgets/hydrated/category-list";
import { categoryCounts } from "../../src/ui/categories/category-counts";
import CategoriesWidget from "../../widgets/categories/CategoriesWidget";
import CategoryListAsset from "../../widgets/category-list/CategoryListAsset";
import { featuredOnly } from "../../widgets/category-list/page-of-categories";
import { makeCategory } from "../factories";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const general = makeCategory({ categoryID: 11, name: "General", description: "Talk about every thing." });
const heading = { ...makeCategory({ categoryID: 12, name: "Groups" }), displayAs: "heading" as const };

function widgetProps(raw: Record<string, unknown>, itemData: Category[]): CategoriesWidgetHydrated {
  return { ...preparedProps<CategoriesWidgetHydrated>("react.categories", raw), itemData };
}

describe("categoryOptions.description", () => {
  it("decides list rows when set, and leaves them to itemOptions when unset", () => {
    const list = { containerOptions: { displayType: "list" } };
    render(<CategoriesWidget {...widgetProps(list, [general])} />);
    expect(screen.queryByText("Talk about every thing.")).not.toBeNull();
    cleanup();
    const hidden = { ...list, categoryOptions: { description: { display: false } } };
    render(<CategoriesWidget {...widgetProps(hidden, [general])} />);
    expect(screen.queryByText("Talk about every thing.")).toBeNull();
    cleanup();
    const shown = { ...list, itemOptions: { display: { description: false } } };
    const forced = { ...shown, categoryOptions: { description: { display: true } } };
    render(<CategoriesWidget {...widgetProps(forced, [general])} />);
    expect(screen.queryByText("Talk about every thing.")).not.toBeNull();
  });
});

describe("categoryOptions.followButton", () => {
  // The toggle is a member's, loaded on demand (src/client/categories/follow-toggle-chunk.ts): it comes after a tick.
  it("puts a toggle on each followable category when the loader sent the follow state", async () => {
    const raw = { categoryOptions: { followButton: { display: true } } };
    const props = {
      ...widgetProps(raw, [general, heading]),
      follow: { userID: 2, followedCategoryIDs: [11] },
    };
    render(withQueries(<CategoriesWidget {...props} />));
    // It opens the category's preferences panel (tests/unit/notification-preferences/follow-control.test.tsx).
    const toggle = await screen.findByRole("button", { name: "Following General" });
    expect(toggle.getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("button", { name: /Groups/ })).toBeNull();
  });

  it("shows no toggle to guests (no follow state), on the Category List asset too", async () => {
    const raw = { categoryOptions: { followButton: { display: true } } };
    const asset: CategoryListAssetHydrated = {
      ...preparedProps<CategoryListAssetHydrated>("react.asset.categoryList", raw),
      itemData: [general],
      paging: { page: 1, limit: 30, total: 1 },
    };
    render(<CategoryListAsset {...asset} />);
    expect(screen.queryByRole("button", { name: /Follow/ })).toBeNull();
    cleanup();
    render(withQueries(<CategoryListAsset {...asset} follow={{ userID: 2, followedCategoryIDs: [] }} />));
    const toggle = await screen.findByRole("button", { name: "Follow General" });
    expect(toggle.textContent).toBe("Follow");
  });
});

describe("categoryOptions.metas", () => {
  const category = {
    ...general,
    countDiscussions: 2,
    countAllDiscussions: 5,
    countComments: 3,
    countAllComments: 9,
  };
  const options = (metas: Record<string, unknown>) =>
    preparedProps<CategoriesWidgetHydrated>("react.categories", {
      itemOptions: { display: { counts: false } },
      categoryOptions: { metas: { display: { discussionCount: true, commentCount: true }, ...metas } },
    });

  it("adds up subcategories for every count unless some are listed", () => {
    const all = categoryCounts(category, options({}));
    expect(all.map((count) => count.label)).toEqual(["5 discussions", "9 comments"]);
    const some = categoryCounts(category, options({ includeSubcategoriesCount: ["comments"] }));
    expect(some.map((count) => count.label)).toEqual(["2 discussions", "9 comments"]);
  });

  it("shows counts as icons and numbers, the words kept for screen readers", () => {
    const props = { ...options({ asIcons: "icon" }), itemData: [category] };
    render(<CategoriesWidget {...props} />);
    expect(screen.getByText("5 discussions").className).toContain("sr-only");
    expect(screen.getByText("5")).toBeTruthy();
  });
});

describe("Category List filter featured", () => {
  it("keeps the featured categories at every depth, flat", () => {
    const child = { ...makeCategory({ categoryID: 21, name: "Child" }), featured: true };
    const parent = {
      ...makeCategory({ categoryID: 20, name: "Parent" }),
      featured: false,
      children: [child],
    };
    expect(featuredOnly([parent]).map((category) => category.name)).toEqual(["Child"]);
  });
});
