// "You have unsaved changes": the browser's own prompt when the tab closes or reloads, and an in-app prompt when
// a link inside the app would leave the editor, while the document has unsaved changes.
import { useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";
import { msg } from "../../../lib/i18n/msg";

export const UNSAVED_MESSAGE = msg("You have unsaved changes");

export function useUnsavedGuard(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}
