// Where a link in a post body may point (docs/reference/errors.md#links): unsafe schemes become "/", links that leave
// the site go through the /home/leaving interstitial so the reader sees the real destination before going there.
import { isSafeUrl } from "../../lib/safe-url";
import { resolveOnSite, SITE_PLACEHOLDER_ORIGIN } from "../../lib/site-path";

/** The interstitial every external link of user content goes through. */
const LEAVING_PATH = "/home/leaving";

/** The href a body link gets: "/" for unsafe URLs, the interstitial for external ones, itself otherwise. */
export function bodyLinkHref(raw: string): string {
  const url = raw.trim();
  if (!url || !isSafeUrl(url)) return "/";
  // Resolved as on a page of this site (lib/site-path.ts): "/\evil.test" starts with "/", yet browsers read it as
  // another host. A same-site link keeps its own text: the anchor resolves it against the post's page, as here.
  const resolved = resolveOnSite(url);
  if (!resolved) return "/";
  if (resolved.protocol === "mailto:" || resolved.protocol === "tel:") return url;
  if (resolved.origin === SITE_PLACEHOLDER_ORIGIN) return url;
  // The WHATWG parser turns internationalised hosts into punycode (xn--…), so a look-alike host made of other
  // scripts' letters shows for what it is on the interstitial.
  return `${LEAVING_PATH}?target=${encodeURIComponent(resolved.href)}`;
}
