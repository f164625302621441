// A layout-driven page (docs/reference/layout-documents.md#page-render): the URL becomes a layout query
// (src/lib/layout-routes), the hydrated layout comes from the inlined state or GET /layouts/lookup-hydrate, the title
// bar renders on its own, and the sections go in <main>. While loading, the last title bar stays and a skeleton
// shows; on error, the error screen. A route whose custom layout flag is off renders the plain page of the same
// content; a lookup answering redirectTo shows where the page moved and goes there after 5,000 ms
// (docs/reference/layout-documents.md#page-render).
import { lazy, Suspense, useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { widgetRegistry } from "../../../widgets/registry";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { preloadLayoutComponents } from "../../layout/registry-types";
import { EMPTY_ROUTE_TABLE, matchRoute } from "../../lib/layout-routes";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { useT } from "../../ui/i18n/i18n-context";
import { PageSkeleton } from "../../ui/Skeleton";
import { ApiError } from "../api/errors";
import { isLayoutRedirect, useLookupHydrate } from "../api/layouts/lookup";
import { useAppState, useLastTitleBar } from "../app-state";
import { ALL_LAYOUTS_ON } from "../state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./ErrorScreen";
import { layoutHasPageHeading } from "./layout-heading";
import { PageFrame } from "./PageFrame";
import { RedirectNotice } from "./RedirectNotice";

// Plain pages show only where a custom layout flag is off: their code loads then, not with every layout page.
const PlainPage = lazy(() => import("./PlainPage").then((m) => ({ default: m.PlainPage })));

/** Without inlined routing (a static build), the fixed routes with every custom layout on. */
const ALL_ROUTES_ON = { table: EMPTY_ROUTE_TABLE, flags: ALL_LAYOUTS_ON };

/** React Router gives the first history entry of the session this key. */
const INITIAL_LOCATION_KEY = "default";

export function LayoutPage() {
  const location = useLocation();
  const { routing = ALL_ROUTES_ON } = useAppState();
  const match = useMemo(
    () => matchRoute(location.pathname, location.search, routing.table),
    [location.pathname, location.search, routing.table],
  );
  if (!match) return <NotFoundPage />;
  if (match.flag && !routing.flags[match.flag]) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <PlainPage query={match.query} />
      </Suspense>
    );
  }
  return <LayoutQueryPage query={match.query} isInitialLocation={location.key === INITIAL_LOCATION_KEY} />;
}

function LayoutQueryPage({ query, isInitialLocation }: { query: LayoutQuery; isInitialLocation: boolean }) {
  const state = useAppState();
  const t = useT();
  const result = useLookupHydrate(query, state.layout);
  const data = result.data && !isLayoutRedirect(result.data) ? result.data : undefined;
  const titleBar = useLastTitleBar(data?.titleBar) ?? defaultTitleBarNode(state.site);
  // The server already answered this address with an error and no layout: show it without asking again.
  const initialFailure = isInitialLocation && !state.layout && state.status >= 400 ? state.status : null;

  useDocumentTitle(data ? data.seo.title : result.data ? t("Redirecting…") : undefined, state.site.name);
  useEffect(() => {
    if (data) preloadLayoutComponents(data.layout, widgetRegistry);
  }, [data]);

  if (initialFailure) {
    return (
      <PageFrame titleBar={titleBar}>
        <ErrorPage status={initialFailure} />
      </PageFrame>
    );
  }
  if (result.isError) {
    const status = result.error instanceof ApiError ? result.error.status : 500;
    return (
      <PageFrame titleBar={titleBar}>
        <ErrorPage status={status} error={result.error} />
      </PageFrame>
    );
  }
  if (result.data && isLayoutRedirect(result.data)) {
    return (
      <PageFrame titleBar={titleBar}>
        <RedirectNotice to={result.data.redirectTo} />
      </PageFrame>
    );
  }
  if (!data) {
    return (
      <PageFrame titleBar={titleBar}>
        <PageSkeleton />
      </PageFrame>
    );
  }
  const layout = data.layout;
  return (
    <PageFrame titleBar={titleBar} layout={layout}>
      {layoutHasPageHeading(layout) ? null : <h1 className="sr-only">{data.seo.title || state.site.name}</h1>}
      <LayoutRenderer layout={layout} registry={widgetRegistry} />
    </PageFrame>
  );
}
