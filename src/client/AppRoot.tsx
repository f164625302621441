// The one tree both entries render: the server (entry-server.tsx) to HTML, the browser (main.tsx) to hydrate it.
// React derives useId values from the shape of the tree, so any element one entry adds and the other does not (a
// sibling of App, a wrapper) changes every id on the page; the hydrated page then keeps the server's ids on its
// elements while the client's components point to theirs, and a flyout's aria-labelledby names nothing.
import { type ComponentProps, StrictMode, useEffect, useMemo } from "react";
import { type CompiledMessages, createTranslator } from "../lib/i18n/translator";
import { I18nProvider } from "../ui/i18n/i18n-context";
import { MachineTranslationProvider } from "../ui/i18n/machine-translation";
import { RenderClock } from "../ui/render-clock";
import { App } from "./App";
import { registerPageTranslator } from "./i18n/dashboard-messages";

export interface AppRootProps extends ComponentProps<typeof App> {
  /** The server's render time (docs/reference/server-rendering.md); null when nothing was server-rendered. */
  now: number | null;
}

export function AppRoot({ now, ...app }: AppRootProps) {
  const i18n = app.state.i18n;
  // The page's language and messages, as the server chose and sent them (docs/reference/localisation.md).
  const translator = useMemo(
    () =>
      createTranslator({
        locale: i18n?.locale ?? "en",
        messages: (i18n?.messages ?? {}) as CompiledMessages,
      }),
    [i18n],
  );
  registerPageTranslator(translator, i18n?.areas?.includes("all") === true);
  return (
    <StrictMode>
      <I18nProvider translator={translator}>
        <MachineTranslationProvider value={i18n?.machineTranslation === true}>
          <RenderClock now={now}>
            <App {...app} />
            <HydratedMarker />
          </RenderClock>
        </MachineTranslationProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * Marks the page interactive (`<html data-hydrated>`) once the first render has committed: until then a server-
 * rendered button has no handler. Tests and the bench wait for it. It renders nothing, and on the server its effect
 * never runs.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
