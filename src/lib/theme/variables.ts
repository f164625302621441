// A theme's variables as CSS (docs/reference/themes.md#variables): one table from variable path to custom property,
// used by the server for every page's <style>, by the theme editor's preview and by Storybook's toolbar.
import type { ThemeVariables } from "../../types/generated/theme/theme-variables";
import { BASE_VARIABLES } from "./shipped-themes";

type Group = Exclude<keyof ThemeVariables, "colorScheme" | "logos">;

/** [group, variable, custom property, unit] — the custom properties of src/client/styles.css. */
const CSS_PROPERTIES: readonly [Group, string, string, ("px" | "")?][] = [
  ["colors", "primary", "--color-primary"],
  ["colors", "primaryHover", "--color-primary-hover"],
  ["colors", "primaryContrast", "--color-primary-contrast"],
  ["colors", "primarySoft", "--color-primary-soft"],
  ["colors", "foreground", "--color-fg"],
  ["colors", "heading", "--color-fg-heading"],
  ["colors", "muted", "--color-fg-muted"],
  ["colors", "background", "--color-bg"],
  ["colors", "backgroundSubtle", "--color-bg-subtle"],
  ["colors", "backgroundHover", "--color-bg-hover"],
  ["colors", "border", "--color-border"],
  ["colors", "borderStrong", "--color-border-strong"],
  ["colors", "focus", "--color-focus"],
  ["colors", "danger", "--color-danger"],
  ["colors", "success", "--color-success"],
  ["colors", "warning", "--color-warning"],
  ["fonts", "size", "--font-size-body", "px"],
  ["radius", "box", "--radius-box", "px"],
  ["radius", "control", "--radius-control", "px"],
  ["titleBar", "background", "--color-titlebar-bg"],
  ["titleBar", "foreground", "--color-titlebar-fg"],
  ["banner", "background", "--color-banner-bg"],
  ["banner", "foreground", "--color-banner-fg"],
  ["buttons", "background", "--color-button-bg"],
  ["buttons", "backgroundHover", "--color-button-bg-hover"],
  ["buttons", "foreground", "--color-button-fg"],
  ["inputs", "background", "--color-input-bg"],
  ["inputs", "foreground", "--color-input-fg"],
  ["inputs", "border", "--color-input-border"],
  ["layout", "contentWidth", "--width-content", "px"],
];

/** The font stacks a theme may choose (the first is the one the app ships with its own files). */
const FONT_STACKS: Record<string, string> = {
  "Open Sans": `"Open Sans", "Open Sans Fallback", ui-sans-serif, system-ui, sans-serif`,
  System: `ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`,
  Serif: `ui-serif, Georgia, Cambria, "Times New Roman", serif`,
  Monospace: `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `over` on top of `base`, group by group (an empty string counts as absent: "use the default"). */
export function mergeVariables(base: ThemeVariables, over: ThemeVariables): ThemeVariables {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === "" || value === undefined) continue;
    const under = merged[key];
    merged[key] = isRecord(value) && isRecord(under) ? mergeRecords(under, value) : value;
  }
  return merged as ThemeVariables;
}

function mergeRecords(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === "" || value === undefined) continue;
    merged[key] = isRecord(value) && isRecord(merged[key]) ? mergeRecords(merged[key], value) : value;
  }
  return merged;
}

/** Every variable a page uses: the theme's over the default theme's. */
export function effectiveVariables(variables: ThemeVariables): ThemeVariables {
  return mergeVariables(BASE_VARIABLES, variables);
}

/** Custom property → value for these variables (only the ones set). */
export function cssProperties(variables: ThemeVariables): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, name, property, unit = ""] of CSS_PROPERTIES) {
    const value = (variables[group] as Record<string, unknown> | undefined)?.[name];
    if (typeof value === "string" && value !== "") out[property] = value;
    if (typeof value === "number") out[property] = `${value}${unit}`;
  }
  const family = variables.fonts?.family;
  if (family && FONT_STACKS[family]) out["--font-sans"] = FONT_STACKS[family];
  if (variables.colorScheme) out["color-scheme"] = variables.colorScheme;
  return out;
}

/** A value may not close the rule or open another: CSS text a browser reads as exactly one declaration value. */
const SAFE_VALUE = /^[^;{}<>\\]*$/;

/** The `:root { … }` rule a page carries in its <head> (server-rendered, so nothing flashes). */
export function themeStyleRule(variables: ThemeVariables): string {
  const declarations = Object.entries(cssProperties(variables))
    .filter(([, value]) => SAFE_VALUE.test(value))
    .map(([property, value]) => `${property}:${value}`);
  return declarations.length ? `:root{${declarations.join(";")}}` : "";
}
