// Server data for the RSS widget: the feed's first `limit` items (fetched, parsed and cached by the rss service),
// each with the author's fallback image when it has none. Hidden when the feed is empty or failed.
// A path of this site's own feeds ("/discussions/feed.rss") is read in-process from the same service the feed
// route uses: no request to ourselves, and no address for the SSRF guard to judge (it still judges every URL).
import { isSafeUrl } from "../../src/lib/safe-url";
import type { LayoutContext } from "../../src/server/layouts/context";
import { feedItems } from "../../src/server/services/rss/feeds";
import { type FeedItem, httpUrl } from "../../src/server/services/rss/parse-feed";
import { siteFeedItems } from "../../src/server/services/site-feed";
import type { RSSWidgetHydrated } from "../../src/types/generated/widgets/hydrated/rss";
import type { RSSWidgetProps } from "../../src/types/generated/widgets/rss";

/** "/…" but not "//host/…" (protocol-relative, another site). */
const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//");

async function loadItems(feedUrl: string, limit: number, context: LayoutContext): Promise<FeedItem[] | null> {
  if (isSitePath(feedUrl)) return siteFeedItems(context.services.db, context.site, feedUrl, limit);
  return feedItems(feedUrl);
}

function fallbackImage(fallbackImageUrl: string | undefined, feedUrl: string): string | undefined {
  if (!isSitePath(feedUrl)) return httpUrl(fallbackImageUrl, feedUrl);
  const url = fallbackImageUrl?.trim();
  return url && isSafeUrl(url) ? url : undefined;
}

export async function hydrateRss(
  props: RSSWidgetProps,
  context: LayoutContext,
): Promise<RSSWidgetHydrated | null> {
  const { feedUrl, fallbackImageUrl, limit } = props.apiParams;
  if (!feedUrl) return null;
  const items = await loadItems(feedUrl, limit, context);
  if (!items || items.length === 0) return null;
  const fallback = fallbackImage(fallbackImageUrl, feedUrl);
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
