// Server data for the New Post menu: the post types the viewer may create. Posting needs discussions.add in at
// least one visible category; on a category page where the viewer may post, the items start in that category.
import { disabledDiscussionTypes } from "../../src/lib/addons";
import type { LayoutContext } from "../../src/server/layouts/context";
import { enabledAddons } from "../../src/server/services/addons";
import type { NewPostMenuHydrated } from "../../src/types/generated/widgets/hydrated/new-post";
import type { NewPostMenuProps } from "../../src/types/generated/widgets/new-post";
import { newPostItems } from "./items";

function postingScope(context: LayoutContext): { canPost: boolean; categoryID?: number } {
  const { permissions } = context.services.viewer;
  const canPostIn = (categoryID: number) =>
    permissions.canViewCategory(categoryID) && permissions.has("discussions.add", categoryID);
  const pageCategory = context.params.categoryID;
  if (pageCategory !== undefined && canPostIn(pageCategory)) {
    return { canPost: true, categoryID: pageCategory };
  }
  return { canPost: permissions.visibleCategoryIDs().some(canPostIn) };
}

export async function hydrateNewPost(
  props: NewPostMenuProps,
  context: LayoutContext,
): Promise<NewPostMenuHydrated | null> {
  // A switched-off addon's post types (a question while Q&A is off) are not offered (src/lib/addons.ts).
  const offTypes = disabledDiscussionTypes(await enabledAddons(context.services.db));
  const items = newPostItems(props, postingScope(context)).filter((item) => !offTypes.has(item.id));
  if (items.length === 0) return null;
  return { ...props, title: props.titleType === "none" ? "" : props.title, items };
}
