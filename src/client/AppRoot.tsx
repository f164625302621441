// The one tree both entries render: the server (entry-server.tsx) to HTML, the browser (main.tsx) to hydrate it.
// React derives useId values from the shape of the tree, so any element one entry adds and the other does not (a
// sibling of App, a wrapper) changes every id on the page; the hydrated page then keeps the server's ids on its
// elements while the client's components point to theirs, and a flyout's aria-labelledby names nothing.
import { type ComponentProps, StrictMode, useEffect } from "react";
import { RenderClock } from "../ui/render-clock";
import { App } from "./App";

export interface AppRootProps extends ComponentProps<typeof App> {
  /** The server's render time (docs/reference/server-rendering.md); null when nothing was server-rendered. */
  now: number | null;
}

export function AppRoot({ now, ...app }: AppRootProps) {
  return (
    <StrictMode>
      <RenderClock now={now}>
        <App {...app} />
        <HydratedMarker />
      </RenderClock>
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
