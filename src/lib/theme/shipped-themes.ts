// The themes Quorum ships (docs/reference/themes.md#shipped-themes): data files read by the server (GET /themes,
// pages), the theme editor (a new theme starts as a copy of one) and Storybook's Theme toolbar alike.
import type { ThemeVariables } from "../../types/generated/theme/theme-variables";
import quorum from "./shipped/quorum.json";
import dark from "./shipped/quorum-dark.json";
import forest from "./shipped/quorum-forest.json";
import highContrast from "./shipped/quorum-high-contrast.json";

export interface ShippedTheme {
  themeKey: string;
  name: string;
  variables: ThemeVariables;
}

/** The default theme first: it holds every variable, the others only what they change. */
export const SHIPPED_THEMES: readonly ShippedTheme[] = [
  quorum as ShippedTheme,
  dark as ShippedTheme,
  highContrast as ShippedTheme,
  forest as ShippedTheme,
];

export const DEFAULT_THEME_KEY = "quorum";

export function shippedTheme(themeKey: string): ShippedTheme | undefined {
  return SHIPPED_THEMES.find((theme) => theme.themeKey === themeKey);
}

/** The default theme's variables: what every absent variable falls back to. */
export const BASE_VARIABLES: ThemeVariables = SHIPPED_THEMES[0]?.variables ?? {};
