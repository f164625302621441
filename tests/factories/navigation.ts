// Navigation fixtures (docs/reference/ui-behaviour.md#title-bar): a locale's list as the editor reads it
// (GET /navigation/{localeKey}), the roles it offers, and the title bar's resolved items with a mega menu and badges.
import type { NavigationEntry } from "../../src/types/generated/api/navigation-entry";
import type { NavigationItem } from "../../src/types/generated/navigation/navigation-item";

export const NAVIGATION_ROLES = [
  { roleID: 2, name: "Guest" },
  { roleID: 8, name: "Member" },
  { roleID: 32, name: "Moderator" },
  { roleID: 16, name: "Administrator" },
];

export function makeNavigationItems(): NavigationItem[] {
  return [
    { id: "posts", name: "Posts", url: "/discussions" },
    {
      id: "community",
      name: "Community",
      url: "",
      badge: { type: "text", text: "New" },
      children: [
        { id: "community-categories", name: "Categories", url: "/categories" },
        { id: "community-questions", name: "Questions", url: "/discussions?type=question" },
        { id: "desk", name: "Moderation desk", url: "/desk", roleIDs: [32] },
      ],
    },
    { id: "status", name: "Status", url: "https://status.example.com", recordType: "customLink" },
    { id: "layouts", name: "Layouts", url: "/dashboard/layouts", permission: "site.manage", isHidden: true },
  ];
}

export function makeNavigationEntry(overrides: Partial<NavigationEntry> = {}): NavigationEntry {
  return { localeKey: "default", source: "own", items: makeNavigationItems(), ...overrides };
}

/** The title bar's items after hydration: a mega menu of three columns, badges, an external custom link. */
export function makeResolvedNavigation() {
  return [
    { id: "posts", name: "Posts", url: "/discussions", children: [] },
    {
      id: "community",
      name: "Community",
      url: "/categories",
      badge: { type: "text" as const, text: "New" },
      children: [
        { id: "questions", name: "Questions", url: "/discussions?type=question", children: [] },
        {
          id: "ideas",
          name: "Ideas",
          url: "/categories/ideas",
          badge: { type: "text" as const, text: "Beta" },
        },
        {
          id: "help",
          name: "Help",
          url: "/categories/help",
          children: [
            { id: "getting-started", name: "Getting Started", url: "/categories/getting-started" },
            { id: "troubleshooting", name: "Troubleshooting", url: "/categories/troubleshooting" },
          ],
        },
        {
          id: "more",
          name: "More",
          url: "",
          children: [
            { id: "guidelines", name: "Community Guidelines", url: "/page/community-guidelines" },
            { id: "status", name: "Status", url: "https://status.example.com" },
          ],
        },
      ],
    },
    { id: "categories", name: "Categories", url: "/categories", children: [] },
  ];
}
