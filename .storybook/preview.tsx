// Storybook's preview: the app's stylesheet and fonts, a frozen clock, and the providers widgets expect
// (query client, router, session). Toolbar globals pick the device LayoutRenderer lays out for and the viewer.
import "../src/client/styles.css";
import "../src/client/fonts";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { GUEST_USER, SessionProvider } from "../src/layout/session";
import { CurrentLocationProvider } from "../src/ui/location";
import { viewerFromGlobals } from "../stories/support/globals";
import { ANCHOR_TIME, makeCurrentUser } from "../tests/factories";

// Relative times ("3 hours ago") are computed against the factories' anchor date, so stories never drift.
globalThis.__QUORUM_NOW__ = ANCHOR_TIME;

const member = makeCurrentUser();

const withProviders: Decorator = (Story, context) => {
  // A fresh client per story: no cache leaks between stories, and no retries that would slow a failure down.
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  const user = viewerFromGlobals(context.globals) === "member" ? member : GUEST_USER;
  // The page a story pretends to be on (parameters.location), so links and pagers never point at iframe.html.
  const location = new URL(String(context.parameters.location ?? "/"), "http://preview.invalid");
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider user={user}>
        <MemoryRouter initialEntries={[`${location.pathname}${location.search}`]}>
          <CurrentLocationProvider location={{ pathname: location.pathname, search: location.search }}>
            <Story />
          </CurrentLocationProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  parameters: {
    layout: "fullscreen",
    controls: { disable: true },
    actions: { disable: true },
  },
  globalTypes: {
    device: {
      description: "The device LayoutRenderer lays out for (auto = from the viewport width)",
      toolbar: {
        title: "Device",
        icon: "mobile",
        items: [
          { value: "auto", title: "Auto (viewport)" },
          { value: "desktop", title: "Desktop" },
          { value: "tablet", title: "Tablet" },
          { value: "mobile", title: "Mobile" },
        ],
        dynamicTitle: true,
      },
    },
    viewer: {
      description: "Who is viewing: widgets such as the guest call to action depend on it",
      toolbar: {
        title: "Viewer",
        icon: "user",
        items: [
          { value: "guest", title: "Guest" },
          { value: "member", title: "Member" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { device: "auto", viewer: "guest" },
};

export default preview;
