// Server data for the category follow toggle: the page's category and whether the viewer follows it. Hidden for
// guests, pages without a category, categories the viewer may not see, and categories that hold no discussions
// (headings and category lists).
import type { LayoutContext } from "../../src/server/layouts/context";
import { followPanelFacts } from "../../src/server/services/category-follows";
import { loadCategoryIndex } from "../../src/server/services/category-index";
import { isSignedIn } from "../../src/server/services/context";
import { categoryUrl } from "../../src/server/services/urls";
import type { CategoryFollowWidgetProps } from "../../src/types/generated/widgets/category-follow";
import type { CategoryFollowWidgetHydrated } from "../../src/types/generated/widgets/hydrated/category-follow";

export async function hydrateCategoryFollow(
  props: CategoryFollowWidgetProps,
  context: LayoutContext,
): Promise<CategoryFollowWidgetHydrated | null> {
  const { services } = context;
  const categoryID = context.params.categoryID;
  if (categoryID === undefined || !isSignedIn(services.viewer)) return null;
  if (!services.viewer.permissions.canViewCategory(categoryID)) return null;
  const category = (await loadCategoryIndex(services.db)).byID.get(categoryID);
  if (category?.displayAs !== "discussions") return null;
  const userID = services.viewer.user.userID;
  const { followed, canDigest } = await followPanelFacts(services, userID, categoryID);
  return {
    ...props,
    userID,
    recordID: categoryID,
    name: category.name,
    description: category.description,
    canTranslate: services.viewer.permissions.has("site.manage"),
    url: categoryUrl(category.urlcode),
    canDigest,
    followed,
  };
}
