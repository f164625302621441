// The tab presets of the Tabbed Posts widget and the walk that turns its configuration into tabs, each panel a
// hydrated DiscussionsWidget node (rendered through the layout renderer, so this widget imports no other widget).
// The list loader is passed in: the server's (database) or the preview's (factories).
import { msg } from "../../src/lib/i18n/msg";
import { createPropsPreparer, widgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { DiscussionListQuery } from "../../src/types/generated/api/discussion-list-query";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import type { TabWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tabs";
import type { TabWidgetProps } from "../../src/types/generated/widgets/tabs";

type TabPresetID = TabWidgetProps["tabConfiguration"][number]["tabPresetID"];

interface TabPreset {
  /** A catalogue key: the widget shows it translated. */
  label: string;
  sort: DiscussionsWidgetProps["apiParams"]["sort"];
  /** Filters the list query always gets for this tab. */
  filters: Partial<DiscussionListQuery>;
}

const TAB_PRESETS: Record<TabPresetID, TabPreset> = {
  "recent-discussions": { label: msg("Recent Posts"), sort: "-dateLastComment", filters: {} },
  "trending-discussions": { label: msg("Trending Posts"), sort: "-hot", filters: {} },
  "top-discussions": { label: msg("Top Posts"), sort: "-score", filters: {} },
  announcements: { label: msg("Announced Posts"), sort: "-dateLastComment", filters: { pinned: true } },
  "new-questions": { label: msg("New Questions"), sort: "-dateInserted", filters: { type: "question" } },
  "unanswered-questions": {
    label: msg("Unanswered Questions"),
    sort: "-dateInserted",
    filters: { type: "question", statusID: 1 },
  },
  "recently-answered-questions": {
    label: msg("Recently Answered"),
    sort: "-dateLastComment",
    filters: { type: "question", statusID: 2 },
  },
};

export type LoadTabDiscussions = (
  props: DiscussionsWidgetProps,
  filters: Partial<DiscussionListQuery>,
) => Promise<DiscussionsWidgetHydrated>;

let prepareDiscussionsProps: ((raw: Record<string, unknown>) => Record<string, unknown>) | undefined;

/** A panel's list props: the discussions widget's defaults (filled by its schema), untitled, no excerpts. */
function tabListProps(preset: TabPreset, limit: number): DiscussionsWidgetProps {
  if (!prepareDiscussionsProps) {
    const schema = widgetSchemas.get("react.discussion.discussions");
    if (!schema) throw new Error("The discussions widget schema is missing.");
    prepareDiscussionsProps = createPropsPreparer(schema);
  }
  return prepareDiscussionsProps({
    titleType: "none",
    title: "",
    apiParams: { sort: preset.sort, limit, ...preset.filters },
    discussionOptions: { excerpt: { display: false } },
  }) as unknown as DiscussionsWidgetProps;
}

/** The visible tabs with their panels; null (widget hidden) when every tab is hidden. */
export async function buildTabs(
  props: TabWidgetProps,
  load: LoadTabDiscussions,
): Promise<TabWidgetHydrated | null> {
  // A preset configured twice shows once (its first entry): tabs are keyed by preset.
  const visible = props.tabConfiguration.filter(
    (tab, index, all) => !tab.isHidden && all.findIndex((t) => t.tabPresetID === tab.tabPresetID) === index,
  );
  if (visible.length === 0) return null;
  const tabs = await Promise.all(
    visible.map(async (tab) => {
      const preset = TAB_PRESETS[tab.tabPresetID];
      const listProps = tabListProps(preset, props.limit);
      const hydrated = await load(listProps, preset.filters);
      return {
        tabPresetID: tab.tabPresetID,
        label: tab.label?.trim() || preset.label,
        node: { $reactComponent: "DiscussionsWidget", $reactProps: { ...hydrated } },
      };
    }),
  );
  return { ...props, tabs, defaultTabIndex: 0 };
}
