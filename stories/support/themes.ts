// The Storybook "Theme" toolbar: the themes Quorum ships (src/lib/theme/shipped-themes.ts), turned into the custom
// properties of src/client/styles.css the same way pages get them (cssProperties of the effective variables,
// docs/reference/themes.md#variables). The default theme applies nothing: it is what the stylesheet already says, so
// stories under it render exactly what the app ships.
import { DEFAULT_THEME_KEY, SHIPPED_THEMES } from "../../src/lib/theme/shipped-themes";
import { cssProperties, effectiveVariables } from "../../src/lib/theme/variables";

export const THEME_GLOBAL = "theme";

export interface ThemePreset {
  title: string;
  /** Custom property → value (color-scheme included); none for the default theme. */
  variables: Record<string, string>;
}

/** Toolbar value (the theme's key) → preset, in the shipped order. */
export const THEME_PRESETS: Record<string, ThemePreset> = Object.fromEntries(
  SHIPPED_THEMES.map((theme) => [
    theme.themeKey,
    {
      title: theme.name,
      variables:
        theme.themeKey === DEFAULT_THEME_KEY ? {} : cssProperties(effectiveVariables(theme.variables)),
    },
  ]),
);

export const DEFAULT_THEME = DEFAULT_THEME_KEY;

export function themeFromGlobals(globals: Record<string, unknown>): ThemePreset {
  const value = globals[THEME_GLOBAL];
  const preset = typeof value === "string" ? THEME_PRESETS[value] : undefined;
  return preset ?? THEME_PRESETS[DEFAULT_THEME_KEY] ?? { title: DEFAULT_THEME_KEY, variables: {} };
}

/**
 * Applies a preset to `root` and returns the undo. On the document root (not a wrapper) so derived variables
 * (--color-button-bg: var(--color-primary)), the body background and portals follow the theme too.
 */
export function applyTheme(root: HTMLElement, preset: ThemePreset): () => void {
  const entries = Object.entries(preset.variables);
  for (const [name, value] of entries) root.style.setProperty(name, value);
  return () => {
    for (const [name] of entries) root.style.removeProperty(name);
  };
}
