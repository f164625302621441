// Server data for the Tabbed Posts widget: every visible tab's list, loaded in parallel by the discussion list service
// with the viewer's permissions.
import type { LayoutContext } from "../../src/server/layouts/context";
import { loadDiscussionsWidget } from "../../src/server/services/discussion-list-widget";
import type { TabWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tabs";
import type { TabWidgetProps } from "../../src/types/generated/widgets/tabs";
import { buildTabs } from "./tabs";

export function hydrateTabs(
  props: TabWidgetProps,
  context: LayoutContext,
): Promise<TabWidgetHydrated | null> {
  return buildTabs(props, (listProps, filters) => loadDiscussionsWidget(listProps, context, filters));
}
