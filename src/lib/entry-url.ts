// Sign-in / register links carry the current address as `target` so the user comes back after signing in
// (spec 000 §2), except on entry pages themselves.

export function withReturnTarget(entryUrl: string, currentPath: string): string {
  if (!entryUrl.startsWith("/") || entryUrl.startsWith("//")) return entryUrl;
  if (currentPath.startsWith("/entry") || currentPath === "/") return entryUrl;
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
