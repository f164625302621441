// Server data for the discussions widget and the discussionList page asset: the shared list service. A
// followed-only widget is hidden from viewers who follow nothing; the page asset shows its empty list instead.
import type { LayoutContext } from "../../src/server/layouts/context";
import { discussionsScope, loadDiscussionsWidget } from "../../src/server/services/discussion-list-widget";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";

function isUnreadablePageCategory(props: DiscussionsWidgetProps, context: LayoutContext): boolean {
  const pageCategoryID = context.params.categoryID;
  if (props.apiParams.filter !== "category" || props.apiParams.categoryID !== undefined) return false;
  if (typeof pageCategoryID !== "number") return false;
  return !context.services.viewer.permissions.canViewCategory(pageCategoryID);
}

export async function hydrateDiscussions(
  props: DiscussionsWidgetProps,
  context: LayoutContext,
): Promise<DiscussionsWidgetHydrated | null> {
  // The page's category the viewer may not read (a private group's, to a non-member) has no list to show: the list is
  // left out rather than failing (docs/reference/groups.md#pages).
  if (isUnreadablePageCategory(props, context)) return null;
  const scope = await discussionsScope(props, context);
  if (scope === null && !props.isAsset) return null;
  return loadDiscussionsWidget(props, context, {}, scope);
}
