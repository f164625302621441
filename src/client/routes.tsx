// The client route table: the app pages of src/lib/app-routes (sign-in, registration, the dashboard's lazy pages)
// render their own page; every other URL goes to LayoutPage, which matches the layout routes (src/lib/layout-routes)
// or shows "Page Not Found". A route that throws resets to the error page (docs/reference/errors.md#layouts).
import { Outlet, type RouteObject, ScrollRestoration, useLocation, useRouteError } from "react-router";
import { REGISTER_PATH, SIGN_IN_PATH } from "../lib/entry-target";
import { KNOWLEDGE_SEARCH_PATH, SEARCH_PATH } from "../lib/search-url";
import { CurrentLocationProvider } from "../ui/location";
import { usePageViewTicks } from "./analytics/use-page-view-ticks";
import { withDashboardMessages } from "./i18n/dashboard-messages";
import { PageBoundary } from "./PageBoundary";
import { ErrorScreen } from "./pages/ErrorScreen";
import { groupsRoutes } from "./pages/groups/groups-routes";
import { identityRoutes } from "./pages/identity/identity-routes";
import { knowledgeEditorRoutes } from "./pages/knowledge-editor/knowledge-editor-routes";
import { LayoutPage } from "./pages/LayoutPage";
import { memberRoutes } from "./pages/member/member-routes";
import { preferencesRoutes } from "./pages/preferences/preferences-routes";
import { profileRoutes } from "./pages/profile/profile-routes";

function AppShell() {
  const location = useLocation();
  usePageViewTicks(location);
  return (
    <CurrentLocationProvider location={location}>
      {/* A page that throws while rendering shows the error message with Reload and Cancel (docs/reference/errors.md#render-errors). */}
      <PageBoundary path={location.pathname}>
        <Outlet />
      </PageBoundary>
      <ScrollRestoration />
    </CurrentLocationProvider>
  );
}

function NothingYet() {
  return null;
}

function RouteError() {
  const error = useRouteError();
  // i18n-exempt: a log message
  console.error("Route failed.", error);
  return <ErrorScreen status={500} error={error} />;
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        // Sign-in and registration load on demand: guests reading the forum never need their forms. Nothing shows
        // while the chunk arrives (as before, when they were in the entry), which the router wants said.
        {
          path: SIGN_IN_PATH,
          HydrateFallback: NothingYet,
          lazy: () => import("./pages/SignInPage").then((m) => ({ Component: m.SignInPage })),
        },
        {
          path: REGISTER_PATH,
          HydrateFallback: NothingYet,
          lazy: () => import("./pages/RegisterPage").then((m) => ({ Component: m.RegisterPage })),
        },
        // Password, email confirmation, sign-out and session pages load on demand (src/client/pages/identity).
        ...identityRoutes,
        // Notifications and private messages, loaded on demand (src/client/pages/member).
        ...memberRoutes,
        // The member's drafts and scheduled posts (src/client/drafts), loaded on demand.
        {
          path: "/drafts",
          lazy: () => import("./drafts/DraftsPage").then((m) => ({ Component: m.DraftsPage })),
        },
        // Followed content, notification preferences and unsubscribe links (src/client/pages/preferences), before
        // the profiles: /profile/followed-content is not a member's name.
        ...preferencesRoutes,
        // Profiles and editing one's own, loaded on demand (src/client/pages/profile).
        ...profileRoutes,
        // The groups list and the create form (src/client/pages/groups), loaded on demand; a group's page is a layout.
        ...groupsRoutes,
        // The search page (docs/reference/routes.md#app-routes: loads lazily, a loading state until ready).
        {
          path: SEARCH_PATH,
          lazy: () => import("./pages/search/SearchPage").then((m) => ({ Component: m.SearchPage })),
        },
        // The same page in knowledge-base mode (articles only), before the knowledge base's layout routes.
        {
          path: KNOWLEDGE_SEARCH_PATH,
          lazy: () => import("./pages/search/SearchPage").then((m) => ({ Component: m.KnowledgeSearchPage })),
        },
        // The knowledge base's article editor and revisions (src/client/pages/knowledge-editor), loaded on demand.
        ...knowledgeEditorRoutes,
        // Revision history and deleted comments (src/client/editing), loaded on demand.
        {
          path: "/log/filter",
          lazy: () => import("./editing/LogFilterPage").then((m) => ({ Component: m.LogFilterPage })),
        },
        {
          path: "/home/leaving",
          lazy: () => import("./pages/LeavingPage").then((m) => ({ Component: m.LeavingPage })),
        },
        // The dashboard and the layout editor load on demand: none of their code (dnd-kit, CodeMirror, the
        // validators) reaches the public pages' bundle.
        {
          path: "/dashboard",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-home/DashboardHomeRoute").then((m) => ({
                Component: m.DashboardHomeRoute,
              })),
            ),
        },
        {
          path: "/dashboard/layouts",
          lazy: () =>
            withDashboardMessages(
              import("./editor/pages/LayoutsRoute").then((m) => ({ Component: m.LayoutsRoute })),
            ),
        },
        {
          path: "/dashboard/layouts/:viewType/:layoutID/edit",
          lazy: () =>
            withDashboardMessages(
              import("./editor/pages/EditorRoute").then((m) => ({ Component: m.EditorRoute })),
            ),
        },
        // Themes and the theme editor (src/client/pages/dashboard-themes).
        {
          path: "/dashboard/themes",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-themes/ThemesRoute").then((m) => ({ Component: m.ThemesRoute })),
            ),
        },
        {
          path: "/dashboard/themes/:themeID/edit",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-themes/ThemeEditorRoute").then((m) => ({
                Component: m.ThemeEditorRoute,
              })),
            ),
        },
        {
          path: "/dashboard/roles",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard/RolesRoute").then((m) => ({ Component: m.RolesRoute })),
            ),
        },
        {
          path: "/dashboard/users",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard/UsersRoute").then((m) => ({ Component: m.UsersRoute })),
            ),
        },
        {
          path: "/dashboard/settings/notifications",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard/notifications/NotificationSettingsRoute").then((m) => ({
                Component: m.NotificationSettingsRoute,
              })),
            ),
        },
        {
          path: "/dashboard/settings/navigation",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-navigation/NavigationSettingsRoute").then((m) => ({
                Component: m.NavigationSettingsRoute,
              })),
            ),
        },
        {
          path: "/dashboard/settings/addons",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-settings/AddonsRoute").then((m) => ({ Component: m.AddonsRoute })),
            ),
        },
        // The settings pages generated from the config schema: one route module, the page chosen by the address.
        ...["site", "posting", "registration", "features", "integrations"].map((group) => ({
          path: `/dashboard/settings/${group}`,
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-settings/SettingsRoute").then((m) => ({
                Component: m.SettingsRoute,
              })),
            ),
        })),
        {
          path: "/dashboard/settings/locales",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-locales/LocalesSettingsPage").then((m) => ({
                Component: m.LocalesSettingsRoute,
              })),
            ),
        },
        {
          path: "/dashboard/settings/translation-services",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-locales/TranslationServicesPage").then((m) => ({
                Component: m.TranslationServicesRoute,
              })),
            ),
        },
        {
          path: "/dashboard/content/reports",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard/ReportsRoute").then((m) => ({ Component: m.ReportsRoute })),
            ),
        },
        // Curation: collections and tags (src/client/pages/dashboard-curation, docs/reference/curation.md).
        {
          path: "/dashboard/collections",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-curation/CollectionsRoute").then((m) => ({
                Component: m.CollectionsRoute,
              })),
            ),
        },
        {
          path: "/dashboard/tags",
          lazy: () =>
            withDashboardMessages(
              import("./pages/dashboard-curation/TagsRoute").then((m) => ({ Component: m.TagsRoute })),
            ),
        },
        {
          path: "/dashboard/*",
          lazy: () =>
            withDashboardMessages(
              import("./editor/pages/DashboardFallbackRoute").then((m) => ({
                Component: m.DashboardFallbackRoute,
              })),
            ),
        },
        // Layout routes need the inlined route table (site sections, custom pages): LayoutPage matches them and
        // shows "Page Not Found" for anything else.
        { path: "*", element: <LayoutPage /> },
      ],
    },
  ];
}
