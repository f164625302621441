// Settings shared by every node of a rendered layout (nested section regions read them too).
import { createContext, useContext } from "react";
import type { WidgetRegistry } from "./registry-types";

export interface LayoutSettings {
  registry: WidgetRegistry;
  /** Show widget failures and LayoutError nodes on the page (development, Storybook, editor preview). */
  debug: boolean;
}

export const LayoutSettingsContext = createContext<LayoutSettings | null>(null);

export function useLayoutSettings(): LayoutSettings | null {
  return useContext(LayoutSettingsContext);
}
