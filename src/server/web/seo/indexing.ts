// Which pages search engines must not index: a member's own pages, the dashboard, sign-in and registration,
// search results, the composer, and every error answer (403, 404…). A crawler is a guest: it only meets them
// as error pages or empty forms, and none of them is content worth a search result.
import { isDashboardPath, matchAppPage } from "../../../lib/app-routes";

/** Public app pages that are still not content: entry forms, the outbound-link notice, search results. */
const NOT_CONTENT = [/^\/entry(\/|$)/, /^\/search(\/|$)/, /^\/kb\/search\/?$/, /^\/home\/leaving(\/|$)/];

export function isNoindexPage(pathname: string, status: number, layoutViewType?: string): boolean {
  if (status !== 200) return true;
  if (isDashboardPath(pathname)) return true;
  if (layoutViewType === "createPost") return true;
  const appPage = matchAppPage(pathname);
  if (appPage?.signedIn || appPage?.permission !== undefined) return true;
  return NOT_CONTENT.some((pattern) => pattern.test(pathname));
}
