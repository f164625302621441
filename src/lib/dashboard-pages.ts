// The dashboard's pages as its home lists them (/dashboard, docs/reference/routes.md#app-pages), grouped the way an
// administrator looks for them. Titles and permissions come from the app routes, so a page is named and guarded in
// one place; the home and the account menu show a viewer only the pages they may open.
import { type AppPageRoute, matchAppPage } from "./app-routes";
import { msg } from "./i18n/msg";

export interface DashboardSection {
  title: string;
  pages: readonly { path: string; description: string }[];
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    title: msg("Appearance"),
    pages: [
      { path: "/dashboard/themes", description: msg("Colours, fonts and logos of every page.") },
      { path: "/dashboard/layouts", description: msg("Which widgets each kind of page shows.") },
      { path: "/dashboard/settings/navigation", description: msg("The title bar's links, per language.") },
    ],
  },
  {
    title: msg("Community"),
    pages: [
      { path: "/dashboard/users", description: msg("Find members, add them, change their roles.") },
      { path: "/dashboard/roles", description: msg("What each role may do.") },
      { path: "/dashboard/content/reports", description: msg("Posts members reported.") },
      { path: "/dashboard/collections", description: msg("Curated sets of posts, categories and articles.") },
      { path: "/dashboard/tags", description: msg("Create, rename, merge and delete tags.") },
    ],
  },
  {
    title: msg("Settings"),
    pages: [
      { path: "/dashboard/settings/site", description: msg("The site's name, description and banner.") },
      {
        path: "/dashboard/settings/posting",
        description: msg("Posting limits, editing, uploads and signatures."),
      },
      {
        path: "/dashboard/settings/registration",
        description: msg("Who may register, and the checks they pass."),
      },
      { path: "/dashboard/settings/features", description: msg("Feature flags, search and embedding.") },
      {
        path: "/dashboard/settings/integrations",
        description: msg("GitHub Issues and webhooks that posts may be escalated to."),
      },
      {
        path: "/dashboard/settings/addons",
        description: msg("Switch the optional parts of the forum on and off."),
      },
      {
        path: "/dashboard/settings/notifications",
        description: msg("What members are notified of until they choose."),
      },
      { path: "/dashboard/settings/locales", description: msg("The languages the site speaks.") },
      {
        path: "/dashboard/settings/translation-services",
        description: msg("Machine translation of posts."),
      },
    ],
  },
];

export interface DashboardLink {
  path: string;
  title: string;
  description: string;
}

/** The sections with the pages this viewer may open (`mayOpen` answers for a page's permission), empty ones left out. */
export function visibleDashboardSections(
  mayOpen: (permission: NonNullable<AppPageRoute["permission"]>) => boolean,
): { title: string; links: DashboardLink[] }[] {
  return DASHBOARD_SECTIONS.map((section) => ({
    title: section.title,
    links: section.pages.flatMap(({ path, description }) => {
      const route = matchAppPage(path);
      if (!route?.permission || !mayOpen(route.permission)) return [];
      return [{ path, title: route.title, description }];
    }),
  })).filter((section) => section.links.length > 0);
}
