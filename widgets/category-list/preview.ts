// Preview loader for the Category List page asset: the factory tree's top level, or the children of the page's
// category, paged like the server's loader (widgets/category-list/hydrate.server.ts).
import { resolveParamRef } from "../../src/lib/layout/params";
import type { Category } from "../../src/types/generated/api/category";
import type { CategoryListAssetProps } from "../../src/types/generated/widgets/category-list";
import type { CategoryListAssetHydrated } from "../../src/types/generated/widgets/hydrated/category-list";
import { type PreviewContext, previewFollowState } from "../../stories/support/preview-data";
import { makeCategoryTree } from "../../tests/factories";
import { featuredOnly, pageOfCategories } from "./page-of-categories";

function findCategory(tree: Category[], categoryID: number): Category | undefined {
  for (const category of tree) {
    if (category.categoryID === categoryID) return category;
    const found = findCategory(category.children ?? [], categoryID);
    if (found) return found;
  }
  return undefined;
}

function withoutLastPost({ lastPost: _lastPost, children, ...category }: Category): Category {
  return children ? { ...category, children: children.map(withoutLastPost) } : category;
}

function textFor(type: string, text: string, context: PreviewContext): string {
  if (type === "none") return "";
  if (type === "static") return text;
  const value = resolveParamRef(context.params, type, text);
  return typeof value === "string" && value !== "" ? value : text;
}

export async function previewCategoryList(
  props: CategoryListAssetProps,
  context: PreviewContext,
): Promise<CategoryListAssetHydrated | null> {
  const tree = makeCategoryTree({ maxDepth: 4 });
  const parentID = Number(context.params.categoryID);
  const all =
    Number.isInteger(parentID) && parentID > 0 ? (findCategory(tree, parentID)?.children ?? []) : tree;
  const wantsLastPost = Object.entries(props.categoryOptions.metas.display).some(
    ([key, shown]) => shown && key.startsWith("lastPost"),
  );
  const listed = props.apiParams.filter === "featured" ? featuredOnly(all) : all;
  const shown = pageOfCategories(listed, props.apiParams.limit, context.params);
  if (shown === null) return null;
  const follow = props.categoryOptions.followButton.display
    ? previewFollowState(context, shown.itemData)
    : undefined;
  return {
    ...props,
    isAsset: true,
    title: textFor(props.titleType, props.title, context),
    description: textFor(props.descriptionType, props.description, context),
    itemData: shown.itemData.map((category) => (wantsLastPost ? category : withoutLastPost(category))),
    paging: shown.paging,
    ...(follow ? { follow } : {}),
  };
}
