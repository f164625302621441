// Preview loader for the follow toggle: members see it for the preview page's category (not followed yet),
// guests do not.
import type { CategoryFollowWidgetProps } from "../../../src/types/generated/widgets/category-follow";
import type { CategoryFollowWidgetHydrated } from "../../../src/types/generated/widgets/hydrated/category-follow";
import { makeCategory } from "../../../tests/factories";
import { PREVIEW_CATEGORY_ID, type PreviewContext } from "../preview-data";

export async function previewCategoryFollow(
  props: CategoryFollowWidgetProps,
  context: PreviewContext,
): Promise<CategoryFollowWidgetHydrated | null> {
  if (context.viewer !== "member") return null;
  const categoryID =
    typeof context.params.categoryID === "number" ? context.params.categoryID : PREVIEW_CATEGORY_ID;
  const category = makeCategory({ categoryID });
  if (category.displayAs !== "discussions") return null;
  return { ...props, userID: 2, recordID: categoryID, name: category.name, followed: false };
}
