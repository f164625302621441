// RSS Feed (docs/reference/layout-widgets.md#widgets): a feed's latest items through the shared home-widget container
// and items (list, grid, carousel or links). Items link out, so they open in a new tab (AppLink marks them as
// external).
import type { RSSWidgetHydrated } from "../../src/types/generated/widgets/hydrated/rss";
import { boxSpacing, columnCount } from "../../src/ui/home-widget/constants";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItem } from "../../src/ui/home-widget/HomeWidgetItem";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";

export default function RSSWidget(props: RSSWidgetHydrated) {
  const title = props.titleType === "none" ? "" : props.title;
  const { contentType } = props.itemOptions;
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle}
      description={props.descriptionType === "none" ? "" : props.description}
      containerOptions={props.containerOptions}
    >
      <div data-widget="rss">
        <HomeWidgetItems
          items={props.itemData}
          displayType={props.containerOptions.displayType ?? "list"}
          columns={columnCount(props.containerOptions.maxColumnCount, contentType)}
          gap={boxSpacing(contentType)}
          label={title || "Feed items"}
          itemKey={(item) => item.to}
          renderItem={(item, variant) => (
            <HomeWidgetItem item={item} options={props.itemOptions} variant={variant} />
          )}
        />
      </div>
    </HomeWidgetContainer>
  );
}
