// The site's default navigation and quick links (spec 000 §2: Posts and Categories), used when a title bar or
// quick-links widget names none of its own, and filtering of items by permission.

export interface NavLink {
  id?: string;
  name: string;
  url: string;
  permission?: string;
  isHidden?: boolean;
}

export const DEFAULT_NAVIGATION: NavLink[] = [
  { id: "posts", name: "Posts", url: "/discussions" },
  { id: "categories", name: "Categories", url: "/categories" },
];

export const DEFAULT_QUICK_LINKS: NavLink[] = [
  { id: "all-categories", name: "All Categories", url: "/categories" },
  { id: "recent-posts", name: "Recent Posts", url: "/discussions" },
  { id: "top-posts", name: "Top Posts", url: "/discussions?sort=-score" },
  { id: "questions", name: "Questions", url: "/discussions?type=question" },
  { id: "my-profile", name: "My Profile", url: "/profile", permission: "session.valid" },
];

export interface NavLinkLike {
  id?: string;
  name: string;
  url?: string;
  permission?: string;
  isHidden?: boolean;
}

/** Drops hidden and unnamed items, and items whose permission the viewer lacks (spec 000 §5). */
export function visibleLinks<T extends NavLinkLike>(items: T[], can: (permission: string) => boolean): T[] {
  return items.filter(
    (item) =>
      !item.isHidden && item.name.trim() !== "" && !!item.url && (!item.permission || can(item.permission)),
  );
}
