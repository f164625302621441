// Preview loader for the RSS widget: factory feed items instead of a fetched feed (previews never fetch).
import type { RSSWidgetHydrated } from "../../src/types/generated/widgets/hydrated/rss";
import type { RSSWidgetProps } from "../../src/types/generated/widgets/rss";
import { makeFeedItems } from "../../tests/factories";

export async function previewRss(props: RSSWidgetProps): Promise<RSSWidgetHydrated | null> {
  const fallback = props.apiParams.fallbackImageUrl;
  const itemData = makeFeedItems(props.apiParams.limit).map((item) =>
    fallback ? { ...item, imageUrl: fallback } : item,
  );
  if (itemData.length === 0) return null;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    itemData,
  };
}
