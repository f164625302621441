// The one rule for "a path on this site", shared by the server and the client: return targets of the entry pages
// (entry-target.ts) and the body link policy (server/format/link-policy.ts) both go through it.
//
// Resolving a string with the WHATWG URL parser and keeping its path is not enough: "/.//evil.example" resolves to
// the path "//evil.example" on this site, and that path, written out and read again by a browser, is the address
// of another host. So what the rule returns is checked itself, as a browser will read it.

/** A host no real site uses: resolving against it tells paths on the site from addresses that leave it. */
export const SITE_PLACEHOLDER_ORIGIN = "https://site.invalid";

/** The URL `raw` names when read on a page of this site, or null when it cannot be parsed. */
export function resolveOnSite(raw: string): URL | null {
  try {
    return new URL(raw, `${SITE_PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
}

/** Path, query and fragment of a URL, as a browser would be given them. */
function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether `path` is a root-relative address that a browser reading it on any page of this site keeps on this site,
 * and that reads back as itself (so no later normalisation can turn it into another host's address).
 */
export function isSitePath(path: string): boolean {
  // Two slashes of either kind start a scheme-relative address: another host.
  if (!/^\/(?![/\\])/.test(path)) return false;
  const url = resolveOnSite(path);
  return url !== null && url.origin === SITE_PLACEHOLDER_ORIGIN && pathOf(url) === path;
}

/**
 * The path on this site (path, query and fragment, normalised) that `raw` names, or null when `raw` is not a
 * root-relative address or leads anywhere else. The result always satisfies isSitePath.
 */
export function sitePath(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? "";
  if (!text.startsWith("/")) return null;
  const url = resolveOnSite(text);
  if (!url || url.origin !== SITE_PLACEHOLDER_ORIGIN) return null;
  const path = pathOf(url);
  return isSitePath(path) ? path : null;
}
