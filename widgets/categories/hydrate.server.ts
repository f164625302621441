// Server data for the categories widget: featured ones, the children of a category, or the top of the tree.
import type { LayoutContext } from "../../src/server/layouts/context";
import { listCategories } from "../../src/server/services/categories";
import { viewerFollowState } from "../../src/server/services/category-follows";
import type { Category } from "../../src/types/generated/api/category";
import type { CategoryListQuery } from "../../src/types/generated/api/category-list-query";
import type { CategoriesWidgetProps } from "../../src/types/generated/widgets/categories";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";

/** parentCategory without an ID follows the page's category (contextual), else the top of the tree. */
function parentOf(props: CategoriesWidgetProps, context: LayoutContext): number {
  const { filter, parentCategoryID } = props.apiParams;
  if (filter !== "parentCategory") return -1;
  if (parentCategoryID !== undefined) return parentCategoryID;
  const contextual = Number(context.params.categoryID);
  return Number.isInteger(contextual) && contextual > 0 ? contextual : -1;
}

function categoriesQuery(props: CategoriesWidgetProps, context: LayoutContext): CategoryListQuery {
  const { filter, limit } = props.apiParams;
  const wantsLastPost = Object.entries(props.categoryOptions.metas.display).some(
    ([key, shown]) => shown && key.startsWith("lastPost"),
  );
  const query: CategoryListQuery = {
    parentCategoryID: parentOf(props, context),
    maxDepth: 2,
    outputFormat: filter === "featured" ? "flat" : "tree",
    page: 1,
    limit,
    expand: wantsLastPost ? ["lastPost"] : [],
  };
  if (filter === "featured" || props.apiParams.featured) query.featured = true;
  return query;
}

function withChildren(categories: Category[]): number[] {
  return categories.flatMap((category) => [category.categoryID, ...withChildren(category.children ?? [])]);
}

export async function hydrateCategories(
  props: CategoriesWidgetProps,
  context: LayoutContext,
): Promise<CategoriesWidgetHydrated> {
  const categories: Category[] = await listCategories(context.services, categoriesQuery(props, context));
  const itemData = categories.slice(0, props.apiParams.limit);
  const follow = props.categoryOptions.followButton.display
    ? await viewerFollowState(context.services, withChildren(itemData))
    : undefined;
  return { ...props, itemData, ...(follow ? { follow } : {}) };
}
