// Server data for the discussions widget and the discussionList page asset: the shared list service. A
// followed-only widget is hidden from viewers who follow nothing; the page asset shows its empty list instead.
import type { LayoutContext } from "../../src/server/layouts/context";
import { discussionsScope, loadDiscussionsWidget } from "../../src/server/services/discussion-list-widget";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";

export async function hydrateDiscussions(
  props: DiscussionsWidgetProps,
  context: LayoutContext,
): Promise<DiscussionsWidgetHydrated | null> {
  const scope = await discussionsScope(props, context);
  if (scope === null && !props.isAsset) return null;
  return loadDiscussionsWidget(props, context, {}, scope);
}
