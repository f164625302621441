// RSS Feed (docs/reference/layout-widgets.md#widgets): a feed's latest items through the shared home-widget container
// and items (list, grid, carousel or links). Items link out, so they open in a new tab (AppLink marks them as
// external).
import type { RSSWidgetHydrated } from "../../src/types/generated/widgets/hydrated/rss";
import { boxSpacing, columnCount } from "../../src/ui/home-widget/constants";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItem } from "../../src/ui/home-widget/HomeWidgetItem";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { useI18n } from "../../src/ui/i18n/i18n-context";

export default function RSSWidget(props: RSSWidgetHydrated) {
  // The author's own texts.
  const i18n = useI18n();
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const { contentType } = props.itemOptions;
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <div data-widget="rss">
        <HomeWidgetItems
          items={props.itemData}
          displayType={props.containerOptions.displayType ?? "list"}
          columns={columnCount(props.containerOptions.maxColumnCount, contentType)}
          gap={boxSpacing(contentType)}
          label={title || i18n.t("Feed items")}
          itemKey={(item) => item.to}
          renderItem={(item, variant) => (
            <HomeWidgetItem item={item} options={props.itemOptions} variant={variant} />
          )}
        />
      </div>
    </HomeWidgetContainer>
  );
}
