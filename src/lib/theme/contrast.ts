// The theme editor's contrast check (docs/reference/themes.md#contrast): each pair of text and background colours a
// page shows must reach WCAG 2.2 AA for normal text (4.5:1). Shared by the editor (live) and the API (publishing is
// refused with the failing pairs named), so the rule lives here once.
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import type { ThemeVariables } from "../../types/generated/theme/theme-variables";
import { msg } from "../i18n/msg";
import { effectiveVariables } from "./variables";

extend([a11yPlugin]);

export const MINIMUM_CONTRAST = 4.5;

type Path = readonly [keyof ThemeVariables, string];

export interface ContrastPair {
  /** A message key naming the pair, e.g. "Text on page background". */
  label: string;
  text: Path;
  background: Path;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    label: msg("Text on page background"),
    text: ["colors", "foreground"],
    background: ["colors", "background"],
  },
  {
    label: msg("Headings on page background"),
    text: ["colors", "heading"],
    background: ["colors", "background"],
  },
  {
    label: msg("Secondary text on page background"),
    text: ["colors", "muted"],
    background: ["colors", "background"],
  },
  {
    label: msg("Text on subtle background"),
    text: ["colors", "foreground"],
    background: ["colors", "backgroundSubtle"],
  },
  {
    label: msg("Links on page background"),
    text: ["colors", "primary"],
    background: ["colors", "background"],
  },
  {
    label: msg("Text on the primary colour"),
    text: ["colors", "primaryContrast"],
    background: ["colors", "primary"],
  },
  {
    label: msg("Title bar text on title bar"),
    text: ["titleBar", "foreground"],
    background: ["titleBar", "background"],
  },
  {
    label: msg("Banner text on banner"),
    text: ["banner", "foreground"],
    background: ["banner", "background"],
  },
  {
    label: msg("Button text on button"),
    text: ["buttons", "foreground"],
    background: ["buttons", "background"],
  },
  { label: msg("Input text on input"), text: ["inputs", "foreground"], background: ["inputs", "background"] },
];

export interface ContrastResult {
  label: string;
  /** Dot paths of the two variables, for the editor to point at. */
  textPath: string;
  backgroundPath: string;
  text: string;
  background: string;
  /** Rounded to two decimals, as the WCAG examples write it. */
  ratio: number;
  passes: boolean;
}

function valueAt(variables: ThemeVariables, [group, name]: Path): string | undefined {
  const value = (variables[group] as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

/** The colour a translucent `color` shows over an opaque `under`. */
function flatten(color: string, under: string) {
  const top = colord(color);
  const alpha = top.alpha();
  if (alpha >= 1) return top;
  const a = top.toRgb();
  const b = colord(under).toRgb();
  const mix = (x: number, y: number) => Math.round(x * alpha + y * (1 - alpha));
  return colord({ r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) });
}

/** Every pair's ratio for these variables (the default theme's fill what they leave out). */
export function contrastResults(variables: ThemeVariables): ContrastResult[] {
  const all = effectiveVariables(variables);
  const results: ContrastResult[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const text = valueAt(all, pair.text);
    const background = valueAt(all, pair.background);
    if (!text || !background || !colord(text).isValid() || !colord(background).isValid()) continue;
    // A translucent background shows the page under it: judge it flattened on the page background.
    const solid = flatten(background, valueAt(all, ["colors", "background"]) ?? "#ffffff");
    const ratio = colord(text).contrast(solid);
    results.push({
      label: pair.label,
      textPath: pair.text.join("."),
      backgroundPath: pair.background.join("."),
      text,
      background,
      ratio,
      passes: ratio >= MINIMUM_CONTRAST,
    });
  }
  return results;
}

export const failingContrast = (variables: ThemeVariables): ContrastResult[] =>
  contrastResults(variables).filter((result) => !result.passes);
