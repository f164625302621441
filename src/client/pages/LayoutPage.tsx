// A layout-driven page (layout-format §2.5): the URL becomes a layout query (src/lib/layout-routes), the hydrated
// layout comes from the inlined state or GET /layouts/lookup-hydrate, the title bar renders on its own, and the
// sections go in <main>. While loading, the last title bar stays and a skeleton shows; on error, the error screen.
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { widgetRegistry } from "../../../widgets/registry";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { preloadLayoutComponents } from "../../layout/registry-types";
import { matchLayoutRoute } from "../../lib/layout-routes";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { PageSkeleton } from "../../ui/Skeleton";
import { ApiError } from "../api/http";
import { useLookupHydrate } from "../api/lookup-hydrate";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./ErrorScreen";
import { layoutHasPageHeading } from "./layout-heading";
import { PageFrame } from "./PageFrame";

/** React Router gives the first history entry of the session this key. */
const INITIAL_LOCATION_KEY = "default";

export function LayoutPage() {
  const location = useLocation();
  const query = useMemo(
    () => matchLayoutRoute(location.pathname, location.search),
    [location.pathname, location.search],
  );
  if (!query) return <NotFoundPage />;
  return <LayoutQueryPage query={query} isInitialLocation={location.key === INITIAL_LOCATION_KEY} />;
}

function LayoutQueryPage({ query, isInitialLocation }: { query: LayoutQuery; isInitialLocation: boolean }) {
  const state = useAppState();
  const result = useLookupHydrate(query, state.layout);
  const titleBar = useLastTitleBar(result.data?.titleBar) ?? defaultTitleBarNode(state.site);
  // The server already answered this address with an error and no layout: show it without asking again.
  const initialFailure = isInitialLocation && !state.layout && state.status >= 400 ? state.status : null;

  useDocumentTitle(result.data?.seo.title, state.site.name);
  useEffect(() => {
    if (result.data) preloadLayoutComponents(result.data.layout, widgetRegistry);
  }, [result.data]);

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
  if (!result.data) {
    return (
      <PageFrame titleBar={titleBar}>
        <PageSkeleton />
      </PageFrame>
    );
  }
  const layout = result.data.layout;
  return (
    <PageFrame titleBar={titleBar}>
      {layoutHasPageHeading(layout) ? null : (
        <h1 className="sr-only">{result.data.seo.title || state.site.name}</h1>
      )}
      <LayoutRenderer layout={layout} />
    </PageFrame>
  );
}
