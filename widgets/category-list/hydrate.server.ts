// Server data for the Category List page asset: the categories of the page — the children of the page's category
// (nestedCategoryList and discussionCategoryPage, /categories/{id}) or the top of the site section's tree
// (categoryList, /categories) — one page of top-level categories at a time (page-of-categories.ts), each with its
// children so headings can show theirs and rows can list subcategories.
import { resolveParamRef } from "../../src/lib/layout/params";
import type { LayoutContext } from "../../src/server/layouts/context";
import { listCategories } from "../../src/server/services/categories";
import { viewerFollowState } from "../../src/server/services/category-follows";
import type { CategoryListQuery } from "../../src/types/generated/api/category-list-query";
import type { CategoryListAssetProps } from "../../src/types/generated/widgets/category-list";
import type { CategoryListAssetHydrated } from "../../src/types/generated/widgets/hydrated/category-list";
import { featuredOnly, listedCategoryIDs, pageOfCategories } from "./page-of-categories";

/** A heading's children are shown under it, and each of them may list its own subcategories: three levels. */
const LEVELS = 3;

/** The page's category, else the site section's root (-1 = the whole tree). */
function listParent(context: LayoutContext): number {
  const categoryID = Number(context.params.categoryID);
  if (Number.isInteger(categoryID) && categoryID > 0) return categoryID;
  return context.params.siteSection.rootCategoryID;
}

function textFor(type: string, text: string, context: LayoutContext): string {
  if (type === "none") return "";
  if (type === "static") return text;
  const value = resolveParamRef(context.params, type, text);
  return typeof value === "string" && value !== "" ? value : text;
}

export async function hydrateCategoryList(
  props: CategoryListAssetProps,
  context: LayoutContext,
): Promise<CategoryListAssetHydrated | null> {
  const wantsLastPost = Object.entries(props.categoryOptions.metas.display).some(
    ([key, shown]) => shown && key.startsWith("lastPost"),
  );
  const query: CategoryListQuery = {
    parentCategoryID: listParent(context),
    maxDepth: LEVELS,
    outputFormat: "tree",
    page: 1,
    limit: 500,
    expand: wantsLastPost ? ["lastPost"] : [],
  };
  // The tree is small and cached (category index): page its top level here rather than in SQL.
  const tree = await listCategories(context.services, query);
  // Every other filter value names the page's own list, which this asset always follows.
  const listed = props.apiParams.filter === "featured" ? featuredOnly(tree) : tree;
  const shown = pageOfCategories(listed, props.apiParams.limit, context.params);
  if (shown === null) return null;
  const follow = props.categoryOptions.followButton.display
    ? await viewerFollowState(context.services, listedCategoryIDs(shown.itemData))
    : undefined;
  return {
    ...props,
    isAsset: true,
    title: textFor(props.titleType, props.title, context),
    description: textFor(props.descriptionType, props.description, context),
    ...shown,
    ...(follow ? { follow } : {}),
  };
}
