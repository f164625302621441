// Values only the browser knows (the page's origin, the device's share sheet, stored preferences), read so that the
// server's HTML and the first client render agree: the server value while rendering on the server and hydrating,
// the browser's from then on. A client-only render (createRoot) reads the browser's at once.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * `read()` in the browser, `serverValue` on the server and during hydration. `read` must return the same value for
 * the same state (a primitive, or a cached object): React compares snapshots with Object.is.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

const readPageOrigin = () => window.location.origin;

/** This page's origin ("https://forum.example") in the browser; "" on the server and while hydrating. */
export function usePageOrigin(): string {
  return useClientValue(readPageOrigin, "");
}

const always = () => true;

/** false on the server and while hydrating, true once the page runs in the browser (at once without hydration). */
export function useHydrated(): boolean {
  return useClientValue(always, false);
}
