// The site's own feeds: the newest discussions, site-wide (/discussions/feed.rss) or of one category and its
// subcategories (/categories/{urlcode}/feed.rss). A feed is public and may be cached or read by the RSS widget for
// anyone, so it is always built as a guest sees the site, whoever asks: a private category's posts never appear,
// and a category a guest may not see has no feed at all.
import { viewerForUser } from "../auth/viewer";
import type { Db } from "../db/client";
import type { SiteConfig } from "../site-config";
import { getCategory } from "./categories";
import type { ServiceContext } from "./context";
import { listDiscussions } from "./discussions";
import type { FeedItem } from "./rss/parse-feed";

/** How many discussions a feed lists. */
const FEED_ITEM_COUNT = 30;

interface SiteFeedItem {
  title: string;
  /** Site-relative path of the discussion (also its guid). */
  path: string;
  /** Plain text (the excerpt): the RSS widget shows it as text. */
  description: string;
  /** The body as the site shows it: sanitized HTML (src/server/format/), what the feed's description carries. */
  html: string;
  author?: string;
  category?: string;
  dateInserted: string;
}

export interface SiteFeed {
  title: string;
  description: string;
  /** Site-relative path of the page the feed mirrors. */
  path: string;
  /** Site-relative path of the feed itself. */
  feedPath: string;
  items: SiteFeedItem[];
}

export interface FeedTarget {
  /** undefined = every category. */
  categoryUrlcode?: string;
}

const SITE_FEED_PATH = "/discussions/feed.rss";
const CATEGORY_FEED_PATH = /^\/categories\/([^/?#]+)\/feed\.rss$/;

/** Which feed a site-relative path names (query strings ignored), or null when it names none. */
function matchFeedPath(path: string): FeedTarget | null {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (pathname === SITE_FEED_PATH) return {};
  const match = CATEGORY_FEED_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return { categoryUrlcode: decodeURIComponent(match[1]) };
  } catch {
    return null;
  }
}

async function guestContext(db: Db): Promise<ServiceContext> {
  return { db, viewer: await viewerForUser(db, null) };
}

/** The feed as a guest sees it; null when the category does not exist or a guest may not see it. */
export async function siteFeed(
  db: Db,
  site: SiteConfig,
  target: FeedTarget,
  limit = FEED_ITEM_COUNT,
): Promise<SiteFeed | null> {
  const ctx = await guestContext(db);
  let scope: { categoryID?: number; includeChildCategories?: boolean } = {};
  let heading = { title: site.title, description: site.description, path: "/discussions" };
  let feedPath = SITE_FEED_PATH;
  if (target.categoryUrlcode !== undefined) {
    const category = await getCategory(ctx, target.categoryUrlcode);
    if (!category) return null;
    scope = { categoryID: category.categoryID, includeChildCategories: true };
    heading = {
      title: `${category.name} - ${site.title}`,
      description: category.description || site.description,
      path: category.url,
    };
    feedPath = `${category.url}/feed.rss`;
  }
  const { data } = await listDiscussions(ctx, {
    ...scope,
    sort: "-dateInserted",
    limit: Math.min(limit, FEED_ITEM_COUNT),
    expand: ["insertUser", "category"],
  });
  return {
    ...heading,
    feedPath,
    items: data.map((discussion) => ({
      title: discussion.name,
      path: discussion.url,
      description: discussion.excerpt ?? "",
      html: discussion.body ?? "",
      author: discussion.insertUser?.name,
      category: discussion.category?.name,
      dateInserted: discussion.dateInserted,
    })),
  };
}

/**
 * A feed of this site named by its path, as the RSS widget shows feed items (links stay site-relative); null
 * when the path names no feed or a category a guest may not see, like a feed that fails to load.
 */
export async function siteFeedItems(
  db: Db,
  site: SiteConfig,
  path: string,
  limit = FEED_ITEM_COUNT,
): Promise<FeedItem[] | null> {
  const target = matchFeedPath(path);
  const feed = target ? await siteFeed(db, site, target, limit) : null;
  return feed
    ? feed.items.map((item) => ({ to: item.path, name: item.title, description: item.description }))
    : null;
}
