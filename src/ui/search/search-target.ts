// Where a search box sends a query (docs/reference/ui-behaviour.md#search-box): the search page with the query and
// the box's extra parameters (a widget's scope), or an external search address whose %s (or {searchTerms}, the
// OpenSearch spelling) becomes the encoded query.
// Pure, so every box and its tests agree.
import { matchAppPage } from "../../lib/app-routes";
import { safeUrl } from "../../lib/safe-url";
import { SEARCH_PATH } from "../../lib/search-url";
import { isInAppRoute } from "../AppLink";

/** An external search configured for the site: the address template and whether results open in a new tab. */
export interface ExternalSearch {
  /** e.g. "https://www.google.com/search?q=site:forum.example+%s" ({searchTerms} works as %s does) */
  urlTemplate: string;
  newTab?: boolean;
}

export interface SearchTarget {
  url: string;
  /** A page outside the app: loaded by the browser, not the router. */
  external: boolean;
  newTab: boolean;
}

export function searchTarget(
  query: string,
  extraParams: readonly (readonly [string, string])[] = [],
  externalSearch?: ExternalSearch,
): SearchTarget {
  if (externalSearch?.urlTemplate) {
    return {
      url: externalSearch.urlTemplate
        .replaceAll("%s", encodeURIComponent(query))
        .replaceAll("{searchTerms}", encodeURIComponent(query)),
      external: true,
      newTab: externalSearch.newTab ?? false,
    };
  }
  const params = new URLSearchParams({ query });
  for (const [name, value] of extraParams) params.append(name, value);
  return { url: `${SEARCH_PATH}?${params.toString()}`, external: false, newTab: false };
}

/** Whether the client router renders this address (a layout route or an app page such as /search or a profile). */
export function isRouterAddress(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  const { pathname } = new URL(href, "http://site.invalid");
  return isInAppRoute(href) || matchAppPage(pathname) !== undefined;
}

/** Goes to a suggestion's or a search's address: inside the app through the router when it can, else the browser. */
export function followAddress(url: string, navigate?: (to: string) => void, newTab = false): void {
  const href = safeUrl(url);
  if (newTab) {
    window.open(href, "_blank", "noopener,noreferrer");
    return;
  }
  if (navigate && isRouterAddress(href)) navigate(href);
  else window.location.assign(href);
}
