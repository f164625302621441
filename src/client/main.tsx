// Client entry: reads the state the server inlined, then renders the app. There is no server-rendered markup to
// hydrate (the server inlines data, not HTML), so a plain createRoot is the right call.
import "./fonts";
import "./styles.css";
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { createBrowserPageViewTracker } from "./analytics/use-page-view-ticks";
import { LAYOUT_STALE_TIME_MS } from "./api/layouts";
import { readInlinedState } from "./state";

const state = readInlinedState();
const queryClient = new QueryClient({
  // docs/reference/ui-behaviour.md#timings: stale time 5 minutes, no retries.
  defaultOptions: { queries: { staleTime: LAYOUT_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false } },
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
// Embedded mode (docs/reference/ui-behaviour.md#embedded-mode): only a framed page loads the bridge that posts to its
// parent.
if (window.self !== window.top) {
  import("./embed/embed-start")
    .then(({ startEmbed }) => startEmbed())
    .catch((error: unknown) => console.error("Embedded mode could not start.", error));
}

createRoot(root).render(
  <StrictMode>
    <App state={state} queryClient={queryClient} pageViews={createBrowserPageViewTracker()} />
  </StrictMode>,
);
