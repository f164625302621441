// robots.txt: crawl the public pages, not a member's own pages, the dashboard, entry forms, search results, the
// composer or the API; and where the sitemap index is (an absolute address, as the protocol asks).
import { absoluteUrl } from "../../public-url";

/** Paths with nothing for a crawler: member-only, forms, results, or JSON. */
const PRIVATE_PATHS = [
  "/dashboard",
  "/messages",
  "/drafts",
  "/notifications",
  "/profile/edit",
  "/profile/followed-content",
  "/profile/preferences/",
  "/unsubscribe/",
  "/log/",
  "/search",
  // The knowledge base's search, exactly: /kb/search-tips may be a knowledge base (`$` ends the path).
  "/kb/search$",
  "/kb/search?",
  "/entry/",
  "/post/",
  "/api/",
];

/** The file; each site section's composer (/{slug}/post/) is listed too. */
export function robotsTxt(publicUrl: string, sectionSlugs: readonly string[] = []): string {
  const disallowed = [...PRIVATE_PATHS, ...sectionSlugs.map((slug) => `/${encodeURIComponent(slug)}/post/`)];
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
