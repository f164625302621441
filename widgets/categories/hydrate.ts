// Server data for the categories widget: featured ones, the children of a category, or the top of the tree.
import type { LayoutContext } from "../../src/server/layouts/context";
import { listCategories } from "../../src/server/services/categories";
import type { Category } from "../../src/types/generated/api/category";
import type { CategoryListQuery } from "../../src/types/generated/api/category-list-query";
import type { CategoriesWidgetProps } from "../../src/types/generated/widgets/categories";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";

function categoriesQuery(props: CategoriesWidgetProps): CategoryListQuery {
  const { filter, parentCategoryID, limit } = props.apiParams;
  const wantsLastPost = Object.entries(props.categoryOptions.metas.display).some(
    ([key, shown]) => shown && key.startsWith("lastPost"),
  );
  const query: CategoryListQuery = {
    parentCategoryID: filter === "parentCategory" && parentCategoryID !== undefined ? parentCategoryID : -1,
    maxDepth: 2,
    outputFormat: filter === "featured" ? "flat" : "tree",
    page: 1,
    limit,
    expand: wantsLastPost ? ["lastPost"] : [],
  };
  if (filter === "featured" || props.apiParams.featured) query.featured = true;
  return query;
}

export async function hydrateCategories(
  props: CategoriesWidgetProps,
  context: LayoutContext,
): Promise<CategoriesWidgetHydrated> {
  const categories: Category[] = await listCategories(context.services, categoriesQuery(props));
  return { ...props, itemData: categories.slice(0, props.apiParams.limit) };
}
