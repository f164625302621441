// Pages that are not layouts (sign-in, registration, the dashboard): the server answers them 200 with the app
// shell and the client router renders them. Shared by both so they always agree.

import type { GlobalPermission } from "./permissions/names";
import { USER_ADMIN_PERMISSIONS } from "./permissions/user-admin";

export interface AppPageRoute {
  pattern: string;
  /** Document title before " - {site name}". */
  title: string;
  /**
   * A permission the viewer needs (or a list they need one of); without it the server answers 403 with the shell
   * (the client shows why).
   */
  permission?: "site.manage" | readonly GlobalPermission[];
  /** A member's own page (messages, notifications, profile editing): guests get 403 with the shell and Sign In. */
  signedIn?: true;
}

const appPageRoutes: AppPageRoute[] = [
  { pattern: "/entry/signin", title: "Sign In" },
  { pattern: "/entry/register", title: "Register" },
  { pattern: "/entry/signout", title: "Sign Out" },
  { pattern: "/entry/passwordrequest", title: "Reset Password" },
  { pattern: "/entry/passwordreset/:token", title: "Choose a New Password" },
  { pattern: "/entry/emailconfirm/:token", title: "Confirm Email" },
  { pattern: "/entry/emailconfirmrequest", title: "Confirm Your Email" },
  { pattern: "/profile/edit/sessions", title: "Sessions", signedIn: true },
  // Profiles (docs/reference/routes.md#links-the-product-builds links). The fixed addresses come first: /profile/edit
  // is the edit page, whatever names exist.
  { pattern: "/profile/edit", title: "Edit Profile", signedIn: true },
  // Notification preferences (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
  { pattern: "/profile/followed-content", title: "Followed Content", signedIn: true },
  { pattern: "/profile/preferences/notifications", title: "Notification Preferences", signedIn: true },
  { pattern: "/profile/discussions/:userID/:userName", title: "Discussions" },
  { pattern: "/profile/comments/:userID/:userName", title: "Comments" },
  { pattern: "/profile/reactions/:userName", title: "Reactions" },
  { pattern: "/profile/:userName", title: "Profile" },
  { pattern: "/home/leaving", title: "Leaving" },
  // An email's unsubscribe link: the signed token names the member, so no sign-in.
  { pattern: "/unsubscribe/:token", title: "Unsubscribe" },
  { pattern: "/search", title: "Search" },
  // The content log (revision history, deleted comments): the API decides per category who may read it.
  { pattern: "/log/filter", title: "Content Log", signedIn: true },
  { pattern: "/notifications", title: "Notifications", signedIn: true },
  { pattern: "/drafts", title: "Drafts", signedIn: true },
  { pattern: "/messages", title: "Messages", signedIn: true },
  { pattern: "/messages/add", title: "New Message", signedIn: true },
  { pattern: "/messages/add/:name", title: "New Message", signedIn: true },
  { pattern: "/messages/:conversationID", title: "Conversation", signedIn: true },
  { pattern: "/dashboard/layouts", title: "Layouts", permission: "site.manage" },
  { pattern: "/dashboard/layouts/:viewType/:layoutID/edit", title: "Edit Layout", permission: "site.manage" },
  { pattern: "/dashboard/roles", title: "Roles", permission: "site.manage" },
  { pattern: "/dashboard/users", title: "Users", permission: USER_ADMIN_PERMISSIONS },
  // The site's notification defaults and digest settings (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
  {
    pattern: "/dashboard/settings/notifications",
    title: "Notification Settings",
    permission: ["settings.manage"],
  },
  { pattern: "/dashboard/content/reports", title: "Reports", permission: ["community.moderate"] },
];

/**
 * Everything under /dashboard needs site.manage, known page or not (an unknown one must not reveal less), except the
 * pages whose route names other permissions (the user admin).
 */
const DASHBOARD_PREFIX = "/dashboard";

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}

/** Whether a path matches a pattern whose `:name` segments match any one non-empty segment. */
function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(":") ? (have[index] ?? "") !== "" : part === have[index]))
  );
}

export function matchAppPage(pathname: string): AppPageRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return appPageRoutes.find((route) => matchesPattern(route.pattern, path));
}
