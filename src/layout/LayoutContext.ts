// Settings shared by every node of a rendered layout (nested section regions read them too).
import { createContext, useContext } from "react";
import type { WidgetRegistry } from "./registry-types";

export interface LayoutSettings {
  registry: WidgetRegistry;
  /** Show widget failures and LayoutError nodes on the page (development, Storybook, editor preview). */
  debug: boolean;
}

export const LayoutSettingsContext = createContext<LayoutSettings | null>(null);

/**
 * The widget list a host (the app's pages, Storybook, a test) renders layouts with when a LayoutRenderer is given
 * none: src/layout knows no widget, so the host passes widgets/registry in. Without one every widget shows as
 * unknown, never silently.
 */
export const WidgetRegistryContext = createContext<WidgetRegistry>({});

export function useLayoutSettings(): LayoutSettings | null {
  return useContext(LayoutSettingsContext);
}
