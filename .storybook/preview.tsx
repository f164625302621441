// Storybook's preview: the app's stylesheet and fonts, a frozen clock, and the providers widgets expect
// (query client, router, session). Toolbar globals pick the device LayoutRenderer lays out for, the viewer, the
// theme preset and the language; the viewport toolbar offers the three sizes the visual tests use.
import "../src/client/styles.css";
import "../src/client/fonts";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useLayoutEffect, useState } from "react";
import { MemoryRouter } from "react-router";
import { WidgetRegistryContext } from "../src/layout/LayoutContext";
import { GUEST_USER, SessionProvider } from "../src/layout/session";
import { CurrentLocationProvider } from "../src/ui/location";
import { viewerFromGlobals } from "../stories/support/globals";
import { LOCALE_GLOBAL, LOCALE_TOOLBAR, withLocale } from "../stories/support/locale";
import {
  applyTheme,
  DEFAULT_THEME,
  THEME_GLOBAL,
  THEME_PRESETS,
  themeFromGlobals,
} from "../stories/support/themes";
import { STORYBOOK_VIEWPORTS } from "../stories/support/viewports";
import { ANCHOR_TIME, makeCurrentUser } from "../tests/factories";
import { widgetRegistry } from "../widgets/registry";

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
            <WidgetRegistryContext.Provider value={widgetRegistry}>
              <Story />
            </WidgetRegistryContext.Provider>
          </CurrentLocationProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
};

/** The Theme toolbar: the shipped theme's custom properties on the document root while the story shows. */
const withTheme: Decorator = (Story, context) => {
  const preset = themeFromGlobals(context.globals);
  useLayoutEffect(() => applyTheme(document.documentElement, preset), [preset]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withProviders, withTheme, withLocale],
  parameters: {
    layout: "fullscreen",
    controls: { disable: true },
    actions: { disable: true },
    viewport: { options: STORYBOOK_VIEWPORTS },
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
    [LOCALE_GLOBAL]: LOCALE_TOOLBAR,
    [THEME_GLOBAL]: {
      description: "A shipped theme (src/lib/theme/shipped-themes.ts) as the custom properties pages get",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: Object.entries(THEME_PRESETS).map(([value, preset]) => ({ value, title: preset.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { device: "auto", viewer: "guest", [THEME_GLOBAL]: DEFAULT_THEME, [LOCALE_GLOBAL]: "en" },
};

export default preview;
