// A lazily loaded component that renders directly once its chunk has been loaded ahead (preload()). React.lazy alone
// suspends at least once even for a loaded chunk: during hydration that left a server-rendered part waiting, and the
// first update after hydration (focus entering the title bar) swapped in the fallback and back, moving the bar's
// buttons between a press and its release. Each mount keeps the type it started with, so nothing remounts later.
import { type ComponentType, lazy, useState } from "react";
import { trackLoad } from "../lib/pending-loads";

export interface PreloadableLazy<P extends object> {
  Component: ComponentType<P>;
  preload(): Promise<unknown>;
}

export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    trackLoad(load()).then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Component(props: P) {
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...props} />;
  }
  return { Component, preload };
}
