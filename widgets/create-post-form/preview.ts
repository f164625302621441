// Preview loader for the create post form: the factory catalogue's discussion categories (the page's category
// preselected), a member who may not announce, and the factory tags.

import type { PostAssetCreatePostFormProps } from "../../src/types/generated/widgets/create-post-form";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { contextualCategoryID, type PreviewContext } from "../../stories/support/preview-data";
import { makeCategoryList, makeTags } from "../../tests/factories";

export async function previewCreatePostForm(
  props: PostAssetCreatePostFormProps,
  context: PreviewContext,
): Promise<PostAssetCreatePostFormHydrated> {
  const categories = makeCategoryList()
    .filter((category) => category.displayAs === "discussions")
    .map((category) => ({
      categoryID: category.categoryID,
      name: category.name,
      depth: category.depth ?? 1,
      canAnnounce: false,
    }));
  const asked = Number(context.params.parentRecordID) || contextualCategoryID(context);
  return {
    ...props,
    ...(props.titleType === "none" ? { title: "" } : {}),
    signedIn: context.viewer === "member",
    postType: context.params.postType === "question" ? "question" : "discussion",
    categories,
    initialCategoryID: categories.some((category) => category.categoryID === asked) ? (asked ?? null) : null,
    taggingEnabled: true,
    tags: makeTags(8).map(({ tagID, name }) => ({ tagID, name })),
    record: null,
    draftID: null,
  };
}
