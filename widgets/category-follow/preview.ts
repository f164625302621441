// Preview loader for the follow toggle: members see it for the preview page's category (not followed yet),
// guests do not.
import type { CategoryFollowWidgetProps } from "../../src/types/generated/widgets/category-follow";
import type { CategoryFollowWidgetHydrated } from "../../src/types/generated/widgets/hydrated/category-follow";
import { contextualCategoryID, type PreviewContext } from "../../stories/support/preview-data";
import { makeCategory } from "../../tests/factories";

export async function previewCategoryFollow(
  props: CategoryFollowWidgetProps,
  context: PreviewContext,
): Promise<CategoryFollowWidgetHydrated | null> {
  // As the server's loader: nothing on a page without a category (widget stories get the preview one).
  const categoryID = contextualCategoryID(context);
  if (context.viewer !== "member" || categoryID === undefined) return null;
  const category = makeCategory({ categoryID });
  if (category.displayAs !== "discussions") return null;
  return {
    ...props,
    userID: 2,
    recordID: categoryID,
    name: category.name,
    url: category.url,
    canDigest: true,
    followed: false,
  };
}
