// Sends the page-view tick for the router's current page (see page-view-tracker.ts), described from its address
// through the inlined route table (page-view-event.ts). The app's entry (main.tsx) provides the tracker; an App
// rendered without one (tests, previews) sends no analytics. The tracker calls the fetchers itself, not through query
// or mutation hooks: a tick is fire-and-forget, nothing waits on or shows it, and caching the privacy answer per page
// load (not per query client) is the rule it must keep.
import { createContext, type ReactNode, useContext, useEffect } from "react";
import { getAnalyticsPrivacy, sendTick } from "../api/analytics";
import { useAppState } from "../app-state";
import { describePageView } from "./page-view-event";
import { createPageViewTracker, type PageViewTracker } from "./page-view-tracker";

const PageViewTrackerContext = createContext<PageViewTracker | null>(null);

export function createBrowserPageViewTracker(): PageViewTracker {
  return createPageViewTracker({
    readPrivacy: () => getAnalyticsPrivacy().then((answer) => answer.AnonymizeData),
    sendTick,
    log: (message, error) => console.warn(message, error),
    currentUrl: () => window.location.href,
    documentReferrer: () => document.referrer,
  });
}

export function PageViewTrackerProvider({
  tracker,
  children,
}: {
  tracker: PageViewTracker | undefined;
  children: ReactNode;
}) {
  return (
    <PageViewTrackerContext.Provider value={tracker ?? null}>{children}</PageViewTrackerContext.Provider>
  );
}

export function usePageViewTicks(location: { pathname: string; search: string }): void {
  // One tracker per app: its last path survives StrictMode's double effect run, so one load is one tick.
  const tracker = useContext(PageViewTrackerContext);
  const table = useAppState().routing?.table;
  const { pathname, search } = location;
  useEffect(() => {
    // A query change alone runs this again, but the tracker ticks only for a new path.
    if (tracker) void tracker.pageViewed(describePageView(pathname, search, table));
  }, [tracker, pathname, search, table]);
}
