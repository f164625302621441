// Server data for the discussions widget and the discussionList page asset: the shared list service.
import type { LayoutContext } from "../../src/server/layouts/context";
import { loadDiscussionsWidget } from "../../src/server/services/discussion-list-widget";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";

export function hydrateDiscussions(
  props: DiscussionsWidgetProps,
  context: LayoutContext,
): Promise<DiscussionsWidgetHydrated> {
  return loadDiscussionsWidget(props, context);
}
