// Pages that are not layouts (sign-in, registration, the dashboard): the server answers them 200 with the app
// shell and the client router renders them. Shared by both so they always agree.

import { msg } from "./i18n/msg";
import type { GlobalPermission } from "./permissions/names";
import { USER_ADMIN_PERMISSIONS } from "./permissions/user-admin";

/** Whoever may open any dashboard page may open the dashboard's home (tests/unit/dashboard-home.test.tsx checks). */
export const DASHBOARD_HOME_PERMISSIONS: readonly GlobalPermission[] = [
  ...USER_ADMIN_PERMISSIONS,
  "settings.manage",
  "community.moderate",
  "community.manage",
];

export interface AppPageRoute {
  pattern: string;
  /** Document title before " - {site name}": a message key (msg), translated where it is shown. */
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
  { pattern: "/entry/signin", title: msg("Sign In") },
  { pattern: "/entry/register", title: msg("Register") },
  { pattern: "/entry/signout", title: msg("Sign Out") },
  { pattern: "/entry/passwordrequest", title: msg("Reset Password") },
  { pattern: "/entry/passwordreset/:token", title: msg("Choose a New Password") },
  { pattern: "/entry/emailconfirm/:token", title: msg("Confirm Email") },
  { pattern: "/entry/emailconfirmrequest", title: msg("Confirm Your Email") },
  { pattern: "/profile/edit/sessions", title: msg("Sessions"), signedIn: true },
  // Profiles (docs/reference/routes.md#links-the-product-builds links). The fixed addresses come first: /profile/edit
  // is the edit page, whatever names exist.
  { pattern: "/profile/edit", title: msg("Edit Profile"), signedIn: true },
  // Notification preferences (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
  { pattern: "/profile/followed-content", title: msg("Followed Content"), signedIn: true },
  { pattern: "/profile/preferences/notifications", title: msg("Notification Preferences"), signedIn: true },
  { pattern: "/profile/discussions/:userID/:userName", title: msg("Discussions") },
  { pattern: "/profile/comments/:userID/:userName", title: msg("Comments") },
  { pattern: "/profile/reactions/:userName", title: msg("Reactions") },
  { pattern: "/profile/:userName", title: msg("Profile") },
  { pattern: "/home/leaving", title: msg("Leaving") },
  // An email's unsubscribe link: the signed token names the member, so no sign-in.
  { pattern: "/unsubscribe/:token", title: msg("Unsubscribe") },
  { pattern: "/search", title: msg("Search") },
  // The search page in knowledge-base mode: articles only (docs/reference/search.md#the-search-page).
  { pattern: "/kb/search", title: msg("Search the Knowledge Base") },
  // The content log (revision history, deleted comments): the API decides per category who may read it.
  { pattern: "/log/filter", title: msg("Content Log"), signedIn: true },
  { pattern: "/notifications", title: msg("Notifications"), signedIn: true },
  { pattern: "/drafts", title: msg("Drafts"), signedIn: true },
  // Groups (docs/reference/groups.md#pages): the list and the create form; a group's own page is a layout route.
  { pattern: "/groups", title: msg("Groups") },
  { pattern: "/groups/new", title: msg("New Group"), signedIn: true },
  // The knowledge base's article editor and revisions: who may write in which knowledge base only the API knows, so
  // the pages ask it and show its refusal (docs/reference/knowledge-base.md#the-article-editor).
  { pattern: "/kb/articles/add", title: msg("New Article"), signedIn: true },
  { pattern: "/kb/articles/:articleID/edit", title: msg("Edit Article"), signedIn: true },
  { pattern: "/kb/articles/:articleID/revisions", title: msg("Article Revisions"), signedIn: true },
  { pattern: "/messages", title: msg("Messages"), signedIn: true },
  { pattern: "/messages/add", title: msg("New Message"), signedIn: true },
  { pattern: "/messages/add/:name", title: msg("New Message"), signedIn: true },
  { pattern: "/messages/:conversationID", title: msg("Conversation"), signedIn: true },
  // The dashboard's home: links to every page below the viewer may open (src/lib/dashboard-pages.ts).
  { pattern: "/dashboard", title: msg("Dashboard"), permission: DASHBOARD_HOME_PERMISSIONS },
  { pattern: "/dashboard/layouts", title: msg("Layouts"), permission: "site.manage" },
  {
    pattern: "/dashboard/layouts/:viewType/:layoutID/edit",
    title: msg("Edit Layout"),
    permission: "site.manage",
  },
  // Themes and the theme editor (docs/reference/themes.md).
  { pattern: "/dashboard/themes", title: msg("Themes"), permission: "site.manage" },
  { pattern: "/dashboard/themes/:themeID/edit", title: msg("Edit Theme"), permission: "site.manage" },
  { pattern: "/dashboard/roles", title: msg("Roles"), permission: "site.manage" },
  { pattern: "/dashboard/users", title: msg("Users"), permission: USER_ADMIN_PERMISSIONS },
  // The site's notification defaults and digest settings (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
  {
    pattern: "/dashboard/settings/notifications",
    title: msg("Notification Settings"),
    permission: ["settings.manage"],
  },
  // The title bar's navigation per language (docs/reference/ui-behaviour.md#title-bar).
  {
    pattern: "/dashboard/settings/navigation",
    title: msg("Navigation"),
    permission: ["settings.manage"],
  },
  // Addons and the settings pages generated from the config schema (docs/reference/addons.md,
  // docs/reference/configuration.md).
  { pattern: "/dashboard/settings/addons", title: msg("Addons"), permission: ["settings.manage"] },
  { pattern: "/dashboard/settings/site", title: msg("Site Settings"), permission: ["settings.manage"] },
  { pattern: "/dashboard/settings/posting", title: msg("Posting Settings"), permission: ["settings.manage"] },
  {
    pattern: "/dashboard/settings/registration",
    title: msg("Registration Settings"),
    permission: ["settings.manage"],
  },
  {
    pattern: "/dashboard/settings/features",
    title: msg("Feature Settings"),
    permission: ["settings.manage"],
  },
  // The other systems posts may be escalated to (docs/reference/integrations.md).
  {
    pattern: "/dashboard/settings/integrations",
    title: msg("Integrations"),
    permission: ["settings.manage"],
  },
  // The site's languages and machine translation services (docs/reference/localisation.md).
  { pattern: "/dashboard/settings/locales", title: msg("Languages"), permission: "site.manage" },
  {
    pattern: "/dashboard/settings/translation-services",
    title: msg("Translation Services"),
    permission: "site.manage",
  },
  { pattern: "/dashboard/content/reports", title: msg("Reports"), permission: ["community.moderate"] },
  // Curation (docs/reference/curation.md): collections, and the tags while tagging is on.
  { pattern: "/dashboard/collections", title: msg("Collections"), permission: ["community.manage"] },
  { pattern: "/dashboard/tags", title: msg("Tags"), permission: ["community.manage"] },
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
