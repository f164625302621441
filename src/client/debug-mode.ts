// Whether this browser debugs Quorum (docs/reference/ui-behaviour.md#chunk-debugger): development builds always; a
// production page when `localStorage["quorum.debug"]` is "1" (set it from the console, no build needed). Read after
// mount only: the server render and the hydrating render know no storage, and must write the same markup.
import { useSyncExternalStore } from "react";

export const DEBUG_STORAGE_KEY = "quorum.debug";

function readDebugMode(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return window.localStorage.getItem(DEBUG_STORAGE_KEY) === "1";
  } catch {
    // Storage refused (privacy settings): no debugging.
    return false;
  }
}

const noSubscription = () => () => undefined;
const offOnServer = () => false;

export function useDebugMode(): boolean {
  return useSyncExternalStore(noSubscription, readDebugMode, offOnServer);
}
