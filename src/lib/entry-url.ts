// Sign-in / register links carry the current address as `target` so the user comes back after signing in
// (docs/reference/routes.md#links-the-product-builds), except on entry pages themselves. The addresses are
// configurable (EntryUrls, from the server).

/** Where Sign In, Register and Sign Out lead; registerUrl null = no registration address (Register is hidden). */
export interface EntryUrls {
  signInUrl: string;
  registerUrl: string | null;
  signOutUrl: string;
}

/** docs/reference/routes.md#links-the-product-builds defaults: the built-in entry pages. */
export const DEFAULT_ENTRY_URLS = {
  signInUrl: "/entry/signin",
  registerUrl: "/entry/register",
  signOutUrl: "/entry/signout",
} as const satisfies EntryUrls;

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * The entry address with `target` = the current address, unless the current page is an entry page or home, or the
 * address names a target already. An address on another site (single sign-on) gets the absolute current address
 * when the page's origin is given, since a path alone means nothing there.
 */
export function withReturnTarget(entryUrl: string, currentPath: string, origin?: string): string {
  if (currentPath.startsWith("/entry") || currentPath === "/") return entryUrl;
  if (isExternal(entryUrl)) {
    if (!origin) return entryUrl;
    let url: URL;
    try {
      url = new URL(entryUrl);
    } catch {
      return entryUrl;
    }
    if (url.searchParams.has("target")) return entryUrl;
    url.searchParams.set("target", `${origin}${currentPath}`);
    return url.href;
  }
  if (!entryUrl.startsWith("/") || entryUrl.startsWith("//")) return entryUrl;
  const url = new URL(entryUrl, "http://site.invalid");
  if (url.searchParams.has("target")) return entryUrl;
  url.searchParams.set("target", currentPath);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a navigation item's URL is the current page or an ancestor of it ("/discussions" for "/discussions/5"). */
export function isActivePath(itemUrl: string, currentPathname: string): boolean {
  if (!itemUrl.startsWith("/") || itemUrl.startsWith("//")) return false;
  const path = new URL(itemUrl, "http://site.invalid").pathname.replace(/\/+$/, "") || "/";
  const current = currentPathname.replace(/\/+$/, "") || "/";
  if (path === "/") return current === "/";
  return current === path || current.startsWith(`${path}/`);
}
