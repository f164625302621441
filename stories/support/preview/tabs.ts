// Preview loader for Tabbed Posts: the same tab walk as the server, with the factory list loader.
import type { TabWidgetHydrated } from "../../../src/types/generated/widgets/hydrated/tabs";
import type { TabWidgetProps } from "../../../src/types/generated/widgets/tabs";
import { buildTabs } from "../../../widgets/tabs/tabs";
import type { PreviewContext } from "../preview-data";
import { previewDiscussionsWith } from "./discussions";

export function previewTabs(
  props: TabWidgetProps,
  context: PreviewContext,
): Promise<TabWidgetHydrated | null> {
  return buildTabs(props, (listProps, filters) => previewDiscussionsWith(listProps, context, filters));
}
