// Theme presets for the Storybook "Theme" toolbar: overrides of the custom properties in src/client/styles.css,
// the same variables a theme author sets. Each preset keeps text at 4.5:1 or more on its backgrounds.

export const THEME_GLOBAL = "theme";

export interface ThemePreset {
  title: string;
  /** Browser form controls and scrollbars follow this. */
  colorScheme: "light" | "dark";
  /** Custom property → value; Default has none, so it renders exactly what the app ships. */
  variables: Record<string, string>;
}

export const THEME_PRESETS = {
  default: { title: "Default", colorScheme: "light", variables: {} },
  dark: {
    title: "Dark",
    colorScheme: "dark",
    variables: {
      "--color-primary": "#7cb3ff",
      "--color-primary-hover": "#a3c9ff",
      "--color-primary-contrast": "#0b1220",
      "--color-primary-soft": "#1c2a40",
      "--color-fg": "#e6e9ef",
      "--color-fg-heading": "#f5f7fa",
      "--color-fg-muted": "#a3acb9",
      "--color-bg": "#0f141c",
      "--color-bg-subtle": "#161d28",
      "--color-bg-hover": "#1d2633",
      "--color-border": "#2a3442",
      "--color-border-strong": "#3d4a5c",
      "--color-focus": "#7cb3ff",
      "--color-danger": "#ff8a80",
      "--color-success": "#6fd8a3",
      "--color-warning": "#f5c26b",
      "--color-warning-soft": "#3a2e12",
      "--color-success-soft": "#12301f",
      "--color-titlebar-bg": "#161d28",
      "--color-titlebar-fg": "#e6e9ef",
      "--color-banner-bg": "#1c2a40",
      "--color-banner-fg": "#ffffff",
    },
  },
  highContrast: {
    title: "High contrast",
    colorScheme: "light",
    variables: {
      "--color-primary": "#0000b3",
      "--color-primary-hover": "#000080",
      "--color-primary-contrast": "#ffffff",
      "--color-primary-soft": "#e6e6ff",
      "--color-fg": "#000000",
      "--color-fg-heading": "#000000",
      "--color-fg-muted": "#1f1f1f",
      "--color-bg": "#ffffff",
      "--color-bg-subtle": "#f2f2f2",
      "--color-bg-hover": "#e6e6e6",
      "--color-border": "#000000",
      "--color-border-strong": "#000000",
      "--color-focus": "#000000",
      "--color-danger": "#8b0000",
      "--color-success": "#004d00",
      "--color-warning": "#5c3d00",
      "--color-titlebar-bg": "#000000",
      "--color-titlebar-fg": "#ffffff",
      "--color-banner-bg": "#000000",
      "--color-banner-fg": "#ffffff",
    },
  },
  forest: {
    title: "Forest",
    colorScheme: "light",
    variables: {
      "--color-primary": "#2d6a4f",
      "--color-primary-hover": "#1b4332",
      "--color-primary-contrast": "#ffffff",
      "--color-primary-soft": "#e6f2ec",
      "--color-fg": "#1b2a22",
      "--color-fg-heading": "#0f1f17",
      "--color-fg-muted": "#4f6357",
      "--color-bg": "#fbfdf9",
      "--color-bg-subtle": "#f0f5ee",
      "--color-bg-hover": "#e5efe1",
      "--color-border": "#d4e0d0",
      "--color-border-strong": "#a9bea3",
      "--color-focus": "#2d6a4f",
      "--color-titlebar-bg": "#1b4332",
      "--color-titlebar-fg": "#ffffff",
      "--color-banner-bg": "#2d6a4f",
      "--color-banner-fg": "#ffffff",
    },
  },
} satisfies Record<string, ThemePreset>;

type ThemeName = keyof typeof THEME_PRESETS;

export function themeFromGlobals(globals: Record<string, unknown>): ThemePreset {
  const value = globals[THEME_GLOBAL];
  return typeof value === "string" && value in THEME_PRESETS
    ? THEME_PRESETS[value as ThemeName]
    : THEME_PRESETS.default;
}

/**
 * Applies a preset to `root` and returns the undo. On the document root (not a wrapper) so derived variables
 * (--color-titlebar-bg: var(--color-primary)), the body background and portals follow the preset too.
 */
export function applyTheme(root: HTMLElement, preset: ThemePreset): () => void {
  const entries = Object.entries(preset.variables);
  for (const [name, value] of entries) root.style.setProperty(name, value);
  if (entries.length > 0) root.style.setProperty("color-scheme", preset.colorScheme);
  return () => {
    for (const [name] of entries) root.style.removeProperty(name);
    root.style.removeProperty("color-scheme");
  };
}
