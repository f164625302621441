// @vitest-environment node
// Page stories get what the server gives the page: breadcrumbs only where the server shows them, and the
// category-aware widgets (categories under "parentCategory", discussions under "category", the follow toggle)
// follow the page's category, or none on a page without one. Widget stories, on no page in particular, keep the
// preview category so those widgets have something to show.
import { describe, expect, it } from "vitest";
import { hydrateNode } from "../../src/lib/layout/hydrate";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { previewPage } from "../../stories/support/page-params";
import {
  PREVIEW_CATEGORY_ID,
  PREVIEW_DISCUSSION_COUNT,
  type Viewer,
} from "../../stories/support/preview-data";
import { previewHydrateOptions, previewParams } from "../../stories/support/preview-runtime";
import { categoryChain, makeCategoryList } from "../../tests/factories";

async function onPage(
  viewType: string | null,
  node: Record<string, unknown>,
  viewer: Viewer = "guest",
): Promise<HydratedNode | null> {
  const params = viewType === null ? previewParams() : previewPage(viewType).params;
  return hydrateNode(node, previewHydrateOptions(viewer, params));
}

const crumbNames = (node: HydratedNode | null) =>
  node === null ? null : (node.$reactProps.crumbs as { name: string }[]).map((crumb) => crumb.name);

const trail = (categoryID: number) => ["Home", ...categoryChain(categoryID).map((category) => category.name)];

describe("breadcrumbs in page stories", () => {
  const breadcrumbs = { $hydrate: "react.breadcrumbs" };

  it("show nothing on the home page and the category list, Home › Recent Posts on the discussion list", async () => {
    expect(await onPage("home", breadcrumbs)).toBeNull();
    expect(await onPage("categoryList", breadcrumbs)).toBeNull();
    expect(crumbNames(await onPage("discussionList", breadcrumbs))).toEqual(["Home", "Recent Posts"]);
  });

  it("show the page's own category trail on category and post pages", async () => {
    expect(crumbNames(await onPage("discussionCategoryPage", breadcrumbs))).toEqual(
      trail(PREVIEW_CATEGORY_ID),
    );
    const top = categoryChain(PREVIEW_CATEGORY_ID)[0]?.categoryID ?? 0;
    expect(crumbNames(await onPage("nestedCategoryList", breadcrumbs))).toEqual(trail(top));
    const post = previewPage("discussion").params;
    expect(crumbNames(await onPage("discussion", breadcrumbs))).toEqual(trail(Number(post.categoryID)));
  });

  it("keep the preview category's trail in the widget's own story", async () => {
    expect(crumbNames(await onPage(null, breadcrumbs))).toEqual(trail(PREVIEW_CATEGORY_ID));
  });
});

describe("category-aware lists in page stories", () => {
  const childrenOf = (categoryID: number) =>
    makeCategoryList()
      .filter((category) => category.parentCategoryID === categoryID)
      .map((category) => category.categoryID);
  const subcategories = { $hydrate: "react.categories", apiParams: { filter: "parentCategory", limit: 50 } };
  const itemIDs = (node: HydratedNode | null) =>
    ((node?.$reactProps.itemData ?? []) as { categoryID: number }[]).map((category) => category.categoryID);

  it("list the page category's children under filter parentCategory (none for a leaf category)", async () => {
    const top = categoryChain(PREVIEW_CATEGORY_ID)[0]?.categoryID ?? 0;
    expect(childrenOf(top).length).toBeGreaterThan(0);
    expect(itemIDs(await onPage("nestedCategoryList", subcategories))).toEqual(childrenOf(top));
    expect(childrenOf(PREVIEW_CATEGORY_ID)).toEqual([]);
    expect(itemIDs(await onPage("discussionCategoryPage", subcategories))).toEqual([]);
  });

  it("list the top of the tree on a page without a category", async () => {
    const topLevel = makeCategoryList()
      .filter((category) => !category.parentCategoryID || category.parentCategoryID < 1)
      .map((category) => category.categoryID);
    expect(itemIDs(await onPage("home", subcategories))).toEqual(topLevel);
  });

  const inCategory = {
    $hydrate: "react.discussion.discussions",
    apiParams: { filter: "category", limit: 50 },
  };
  const categoriesOf = (node: HydratedNode | null) =>
    ((node?.$reactProps.discussions ?? []) as { categoryID: number }[]).map(
      (discussion) => discussion.categoryID,
    );

  it("list the page category's discussions under filter category, and every discussion without one", async () => {
    const onCategory = categoriesOf(await onPage("discussionCategoryPage", inCategory));
    expect(onCategory.length).toBeGreaterThan(0);
    for (const categoryID of onCategory) {
      expect(categoryChain(categoryID).map((category) => category.categoryID)).toContain(PREVIEW_CATEGORY_ID);
    }
    expect(categoriesOf(await onPage("home", inCategory))).toHaveLength(PREVIEW_DISCUSSION_COUNT);
  });

  it("show the follow toggle for the page's category only", async () => {
    const follow = { $hydrate: "react.asset.categoryFollow" };
    const onCategory = await onPage("discussionCategoryPage", follow, "member");
    expect(onCategory?.$reactProps.recordID).toBe(PREVIEW_CATEGORY_ID);
    expect(await onPage("home", follow, "member")).toBeNull();
  });
});
