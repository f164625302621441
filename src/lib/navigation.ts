// The site's default navigation and quick links (docs/reference/ui-behaviour.md#title-bar: Posts and Categories),
// used when a title bar or quick-links widget names none of its own, and filtering of items by permission. The
// default names are message keys: a renderer shows any name through `useI18n().text(name)`, which translates these
// and leaves an administrator's own names as they are.
import { msg } from "./i18n/msg";
import { safeUrl } from "./safe-url";
import { resolveOnSite, SITE_PLACEHOLDER_ORIGIN } from "./site-path";

export interface NavLink {
  id?: string;
  name: string;
  url: string;
  permission?: string;
  isHidden?: boolean;
}

export const DEFAULT_NAVIGATION: NavLink[] = [
  { id: "posts", name: msg("Posts"), url: "/discussions" },
  { id: "categories", name: msg("Categories"), url: "/categories" },
  // Only managers see it: the way into the layout editor from any page.
  { id: "dashboard-layouts", name: msg("Layouts"), url: "/dashboard/layouts", permission: "site.manage" },
];

export const DEFAULT_QUICK_LINKS: NavLink[] = [
  { id: "all-categories", name: msg("All Categories"), url: "/categories" },
  { id: "recent-posts", name: msg("Recent Posts"), url: "/discussions" },
  { id: "top-posts", name: msg("Top Posts"), url: "/discussions?sort=-score" },
  { id: "questions", name: msg("Questions"), url: "/discussions?type=question" },
  { id: "my-profile", name: msg("My Profile"), url: "/profile", permission: "session.valid" },
];

export interface NavLinkLike {
  id?: string;
  name: string;
  url?: string;
  permission?: string;
  isHidden?: boolean;
}

/**
 * Drops hidden and unnamed items, and items whose permission the viewer lacks
 * (docs/reference/ui-behaviour.md#title-bar).
 */
export function visibleLinks<T extends NavLinkLike>(items: T[], can: (permission: string) => boolean): T[] {
  return items.filter(
    (item) =>
      !item.isHidden && item.name.trim() !== "" && !!item.url && (!item.permission || can(item.permission)),
  );
}

/** A navigation item's badge: a short text beside its label (docs/reference/ui-behaviour.md#title-bar). */
export interface NavBadge {
  type: "text";
  text: string;
}

/**
 * A title bar navigation item as configured (docs/reference/ui-behaviour.md#title-bar "Navigation item"; the stored
 * shape is schemas/navigation/navigation-item.schema.json): it may nest children.
 */
export interface NavTreeItem {
  id?: string;
  name: string;
  url?: string;
  permission?: string;
  roleIDs?: number[];
  isHidden?: boolean;
  badge?: NavBadge;
  recordType?: "customLink";
  children?: NavTreeItem[];
}

/** A navigation item as the viewer gets it: every field resolved, children already filtered. */
export interface ResolvedNavItem {
  id: string;
  name: string;
  url: string;
  badge?: NavBadge;
  children: ResolvedNavItem[];
}

export interface NavViewer {
  can(permission: string): boolean;
  roleIDs: readonly number[];
  /**
   * A further rule of the site's (an item of an addon that is switched off, say): false drops the item with its
   * children.
   */
  include?: (item: NavTreeItem) => boolean;
}

/** Whether this viewer may see the item itself (its children are judged one by one, the same way). */
export function isNavItemVisible(item: NavTreeItem, viewer: NavViewer): boolean {
  if (item.isHidden || item.name.trim() === "") return false;
  if (item.permission && !viewer.can(item.permission)) return false;
  if (item.roleIDs?.length && !item.roleIDs.some((roleID) => viewer.roleIDs.includes(roleID))) return false;
  return viewer.include ? viewer.include(item) : true;
}

/**
 * The items this viewer sees (docs/reference/ui-behaviour.md#title-bar): hidden items and items whose permission the
 * viewer lacks go; items with roleIDs show only to a holder of one of them (none = everyone); children are filtered
 * the same way, and an item is dropped when it has no name, or neither a url nor any child left.
 */
export function filterNavigation(
  items: readonly NavTreeItem[],
  viewer: NavViewer,
  idPrefix = "nav",
): ResolvedNavItem[] {
  const resolved: ResolvedNavItem[] = [];
  items.forEach((item, index) => {
    if (!isNavItemVisible(item, viewer)) return;
    const id = item.id || `${idPrefix}-${index}`;
    const children = filterNavigation(item.children ?? [], viewer, id);
    const url = item.url?.trim() ?? "";
    if (!url && children.length === 0) return;
    resolved.push({
      id,
      name: item.name,
      url,
      ...(item.badge?.text.trim() ? { badge: { type: "text" as const, text: item.badge.text } } : {}),
      children,
    });
  });
  return resolved;
}

/** Where the post bodies' external links go first (server/format/link-policy.ts): the reader sees the real host. */
const LEAVING_PATH = "/home/leaving";

/**
 * The href a navigation link gets: unsafe addresses become "/", addresses of another site go through the leaving
 * interstitial as post links do (docs/reference/routes.md#links-the-product-builds), the rest stay as they are.
 */
export function navigationHref(url: string): string {
  const href = safeUrl(url);
  // Resolved as on a page of this site (lib/site-path.ts): "/\\evil.test" starts with "/", yet leaves the site.
  const resolved = resolveOnSite(href);
  if (!resolved) return "/";
  if (resolved.protocol === "mailto:" || resolved.protocol === "tel:") return href;
  if (resolved.origin === SITE_PLACEHOLDER_ORIGIN) return href;
  return `${LEAVING_PATH}?target=${encodeURIComponent(resolved.href)}`;
}
