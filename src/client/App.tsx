// The client app: query cache, inlined state, session and router (a browser router by default; server rendering
// passes its static router, hydration a browser router whose lazy routes are already loaded).
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { SessionProvider } from "../layout/session";
import { Toaster } from "../ui/Toaster";
import type { PageViewTracker } from "./analytics/page-view-tracker";
import { PageViewTrackerProvider } from "./analytics/use-page-view-ticks";
import { signOutRequest } from "./api/authenticate";
// Straight from its module: the users barrel would bring every users module into the entry chunk.
import { useCurrentUserQuery } from "./api/users/me";
import { AppStateProvider } from "./app-state";
import { PermissionSourceProvider } from "./permissions/use-permission";
import { appRoutes } from "./routes";
import type { QuorumState } from "./state";
import { ThemePreviewSlot } from "./theme-preview/ThemePreviewSlot";
import { UserCardProvider } from "./user-card/user-card-settings";

export function App({
  state,
  queryClient,
  pageViews,
  router,
}: {
  state: QuorumState;
  queryClient: QueryClient;
  /**
   * Sends the page-view ticks (docs/reference/ui-behaviour.md#page-views); main.tsx passes one, tests and previews
   * need not.
   */
  pageViews?: PageViewTracker;
  /** The router element; by default a browser router over the app's routes. */
  router?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PermissionSourceProvider>
        <AppStateProvider state={state}>
          <Session state={state}>
            <PageViewTrackerProvider tracker={pageViews}>
              {/* User names open user cards (docs/reference/ui-behaviour.md#user-card) on every page the app renders. */}
              <UserCardProvider conversationsEnabled={state.site.conversationsEnabled !== false}>
                {router ?? <BrowserRoutes />}
                {/* One toast region for every page (bookmark, moderation, drafts and editor notices). */}
                <Toaster />
                {/* The theme preview toast, on every page while an admin previews a theme (its code loads only then). */}
                <ThemePreviewSlot />
              </UserCardProvider>
            </PageViewTrackerProvider>
          </Session>
        </AppStateProvider>
      </PermissionSourceProvider>
    </QueryClientProvider>
  );
}

function BrowserRoutes() {
  const router = useMemo(() => createBrowserRouter(appRoutes()), []);
  return <RouterProvider router={router} />;
}

function Session({ state, children }: { state: QuorumState; children: ReactNode }) {
  const { data: user } = useCurrentUserQuery(state.currentUser);
  // Layouts are hydrated for the viewer (guest call-to-action, role filters): reload so the server renders the
  // page for the guest that the user now is.
  const signOut = useCallback(async () => {
    await signOutRequest();
    window.location.reload();
  }, []);
  return (
    <SessionProvider
      user={user ?? state.currentUser}
      onSignOut={signOut}
      locales={state.i18n?.locales}
      themeLogos={state.theme}
      addons={state.site.addons}
    >
      {children}
    </SessionProvider>
  );
}
