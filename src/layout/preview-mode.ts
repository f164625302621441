// Whether the layout renders as a preview (the layout editor's canvas, Storybook) rather than on a live page: widgets
// that write (the follow control) show their state but change nothing there
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences). Live pages provide nothing: false.
import { createContext, useContext } from "react";

const PreviewModeContext = createContext(false);

export const PreviewModeProvider = PreviewModeContext.Provider;

export function usePreviewMode(): boolean {
  return useContext(PreviewModeContext);
}
