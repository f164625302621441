// Which categories the Category List asset shows, shared by the server loader (hydrate.server.ts) and the Storybook
// preview loader, so both page alike. Pure: the caller has the category tree.
import type { Category } from "../../src/types/generated/api/category";
import type { CategoryListAssetHydrated } from "../../src/types/generated/widgets/hydrated/category-list";

export interface CategoryPage {
  itemData: Category[];
  paging: CategoryListAssetHydrated["paging"];
}

/**
 * One page of `categories` (the top level of the listed tree). On a discussion category page the URL's page number
 * pages the page's discussions, not its subcategories: there the list is always its first page, and null when the
 * category has no subcategories (an empty box on a leaf category's page would only be noise).
 */
export function pageOfCategories(
  categories: Category[],
  limit: number,
  params: { layoutViewType?: unknown; page?: unknown },
): CategoryPage | null {
  if (params.layoutViewType === "discussionCategoryPage") {
    if (categories.length === 0) return null;
    const shown = categories.slice(0, limit);
    // No pager: its links (/categories/{id}/p2) would page the discussions.
    return { itemData: shown, paging: { page: 1, limit, total: shown.length } };
  }
  const page = Math.max(1, Number(params.page) || 1);
  return {
    itemData: categories.slice((page - 1) * limit, page * limit),
    paging: { page, limit, total: categories.length },
  };
}

/** The featured categories anywhere in `tree`, depth first and without their children (filter "featured"). */
export function featuredOnly(tree: Category[]): Category[] {
  return tree.flatMap(({ children, ...category }) => [
    ...(category.featured ? [category] : []),
    ...featuredOnly(children ?? []),
  ]);
}

/** The listed categories and their children, for looking up which of them the viewer follows. */
export function listedCategoryIDs(categories: Category[]): number[] {
  return categories.flatMap((category) => [
    category.categoryID,
    ...listedCategoryIDs(category.children ?? []),
  ]);
}
