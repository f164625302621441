// Server data for the RSS widget: the feed's first `limit` items (fetched, parsed and cached by the rss service),
// each with the author's fallback image when it has none. Hidden when the feed is empty or failed.
import type { LayoutContext } from "../../src/server/layouts/context";
import { feedItems } from "../../src/server/services/rss/feeds";
import { httpUrl } from "../../src/server/services/rss/parse-feed";
import type { RSSWidgetHydrated } from "../../src/types/generated/widgets/hydrated/rss";
import type { RSSWidgetProps } from "../../src/types/generated/widgets/rss";

export async function hydrateRss(
  props: RSSWidgetProps,
  _context: LayoutContext,
): Promise<RSSWidgetHydrated | null> {
  const { feedUrl, fallbackImageUrl, limit } = props.apiParams;
  if (!feedUrl) return null;
  const items = await feedItems(feedUrl);
  if (!items || items.length === 0) return null;
  const fallback = httpUrl(fallbackImageUrl, feedUrl);
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    itemData: items.slice(0, limit).map((item) => {
      const imageUrl = item.imageUrl ?? fallback;
      return imageUrl ? { ...item, imageUrl } : item;
    }),
  };
}
