// Where a link in a post body may point (spec 000 §5): unsafe schemes become "/", links that leave the site go
// through the /home/leaving interstitial so the reader sees the real destination before going there.
import { isSafeUrl } from "../../lib/safe-url";

/** The interstitial every external link of user content goes through. */
export const LEAVING_PATH = "/home/leaving";

// A host no real site uses: resolving against it tells site-relative paths from ones a browser reads as another
// host ("/\evil.test" is protocol-relative to browsers, yet starts with "/").
const PLACEHOLDER_ORIGIN = "https://site.invalid";

/** The href a body link gets: "/" for unsafe URLs, the interstitial for external ones, itself otherwise. */
export function bodyLinkHref(raw: string): string {
  const url = raw.trim();
  if (!url || !isSafeUrl(url)) return "/";
  let resolved: URL;
  try {
    resolved = new URL(url, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (resolved.protocol === "mailto:" || resolved.protocol === "tel:") return url;
  if (resolved.origin === PLACEHOLDER_ORIGIN) return url;
  // The WHATWG parser turns internationalised hosts into punycode (xn--…), so a look-alike host made of other
  // scripts' letters shows for what it is on the interstitial.
  return `${LEAVING_PATH}?target=${encodeURIComponent(resolved.href)}`;
}
