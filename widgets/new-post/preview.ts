// Preview loader for the New Post menu: members may post everywhere, guests nowhere (the widget is hidden),
// as in the demo's default roles.
import type { NewPostMenuHydrated } from "../../src/types/generated/widgets/hydrated/new-post";
import type { NewPostMenuProps } from "../../src/types/generated/widgets/new-post";
import type { PreviewContext } from "../../stories/support/preview-data";
import { newPostItems } from "./items";

export async function previewNewPost(
  props: NewPostMenuProps,
  context: PreviewContext,
): Promise<NewPostMenuHydrated | null> {
  const categoryID = typeof context.params.categoryID === "number" ? context.params.categoryID : undefined;
  const items = newPostItems(props, { canPost: context.viewer === "member", categoryID });
  if (items.length === 0) return null;
  return { ...props, title: props.titleType === "none" ? "" : props.title, items };
}
