// Server data for the categories widget: featured ones (or a chosen set), the children of a category (chosen or
// the page's), the top of a site section's tree, or the top of the whole tree; optionally only those the viewer
// follows.
import type { LayoutContext } from "../../src/server/layouts/context";
import { listCategories } from "../../src/server/services/categories";
import { viewerFollowState } from "../../src/server/services/category-follows";
import { viewerFollowedCategories, widgetSection } from "../../src/server/services/widget-scope";
import type { Category } from "../../src/types/generated/api/category";
import type { CategoryListQuery } from "../../src/types/generated/api/category-list-query";
import type { CategoriesWidgetProps } from "../../src/types/generated/widgets/categories";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";

type Api = CategoriesWidgetProps["apiParams"];

function pageCategory(context: LayoutContext): number {
  const contextual = Number(context.params.categoryID);
  return Number.isInteger(contextual) && contextual > 0 ? contextual : -1;
}

/** The category whose children are listed; -1 = the top of the tree. */
async function parentOf(api: Api, context: LayoutContext): Promise<number> {
  if (api.filter === "parentCategory") return api.parentCategoryID ?? pageCategory(context);
  if (api.filter === "category") {
    return api.filterCategorySubType === "set" && api.categoryID ? api.categoryID : pageCategory(context);
  }
  if (api.filter === "subcommunity") {
    const chosen = api.filterSubcommunitySubType === "set" ? api.siteSectionID : undefined;
    const section = await widgetSection(context.services, context.site, context.params.siteSection, chosen);
    return section.rootCategoryID;
  }
  return -1;
}

function wantsLastPost(props: CategoriesWidgetProps): boolean {
  return Object.entries(props.categoryOptions.metas.display).some(
    ([key, shown]) => shown && key.startsWith("lastPost"),
  );
}

async function categoriesQuery(
  props: CategoriesWidgetProps,
  context: LayoutContext,
): Promise<CategoryListQuery> {
  const { filter, limit } = props.apiParams;
  const query: CategoryListQuery = {
    parentCategoryID: await parentOf(props.apiParams, context),
    maxDepth: 2,
    outputFormat: filter === "featured" ? "flat" : "tree",
    page: 1,
    limit,
    expand: wantsLastPost(props) ? ["lastPost"] : [],
  };
  if (filter === "featured" || props.apiParams.featured) query.featured = true;
  return query;
}

/** Every visible category (flat), kept when `keep` says so, in the order `order` gives (else the tree's). */
async function pickCategories(
  context: LayoutContext,
  props: CategoriesWidgetProps,
  keep: (categoryID: number) => boolean,
  order?: number[],
): Promise<Category[]> {
  const all = await listCategories(context.services, {
    parentCategoryID: await parentOf(props.apiParams, context),
    outputFormat: "flat",
    maxDepth: 10,
    limit: 500,
    expand: wantsLastPost(props) ? ["lastPost"] : [],
  });
  const kept = all.filter((category) => keep(category.categoryID));
  if (!order) return kept;
  const rank = new Map(order.map((id, index) => [id, index]));
  return kept.toSorted((a, b) => (rank.get(a.categoryID) ?? 0) - (rank.get(b.categoryID) ?? 0));
}

/** The categories to show before the limit; null when the list is followed-only and the viewer follows none. */
async function loadCategories(
  props: CategoriesWidgetProps,
  context: LayoutContext,
): Promise<Category[] | null> {
  const api = props.apiParams;
  const chosen =
    api.filter === "featured" && api.featuredCategoryID?.length ? api.featuredCategoryID : undefined;
  const followed = api.followed ? await viewerFollowedCategories(context.services) : undefined;
  if (followed === null || followed?.size === 0) return null;
  if (!chosen && !followed) return listCategories(context.services, await categoriesQuery(props, context));
  const keep = (id: number) => (!chosen || chosen.includes(id)) && (!followed || followed.has(id));
  return pickCategories(context, props, keep, chosen);
}

function withChildren(categories: Category[]): number[] {
  return categories.flatMap((category) => [category.categoryID, ...withChildren(category.children ?? [])]);
}

export async function hydrateCategories(
  props: CategoriesWidgetProps,
  context: LayoutContext,
): Promise<CategoriesWidgetHydrated | null> {
  const categories = await loadCategories(props, context);
  if (!categories) return null;
  const itemData = categories.slice(0, props.apiParams.limit);
  const follow = props.categoryOptions.followButton.display
    ? await viewerFollowState(context.services, withChildren(itemData))
    : undefined;
  return { ...props, itemData, ...(follow ? { follow } : {}) };
}
