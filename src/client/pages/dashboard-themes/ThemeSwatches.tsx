// A theme's main colours as a strip (page, text, primary, title bar, banner, buttons), as pages would show them: the
// theme's variables over the default theme's.
import { effectiveVariables } from "../../../lib/theme/variables";
import { useT } from "../../../ui/i18n/i18n-context";
import type { ThemeVariables } from "../../api/themes";

type Group = "colors" | "titleBar" | "banner" | "buttons";

const SWATCHES: readonly (readonly [Group, string])[] = [
  ["colors", "background"],
  ["colors", "foreground"],
  ["colors", "primary"],
  ["titleBar", "background"],
  ["banner", "background"],
  ["buttons", "background"],
];

export function swatchColors(variables: ThemeVariables): string[] {
  const all = effectiveVariables(variables);
  return SWATCHES.map(([group, name]) => (all[group] as Record<string, unknown> | undefined)?.[name]).filter(
    (value): value is string => typeof value === "string" && value !== "",
  );
}

export function ThemeSwatches({ name, variables }: { name: string; variables: ThemeVariables }) {
  const t = useT();
  const colors = swatchColors(variables);
  return (
    <div
      role="img"
      aria-label={t("Main colours of {name}: {colors}", { name, colors: colors.join(", ") })}
      className="flex h-10 overflow-hidden rounded-control border border-border"
    >
      {colors.map((color, index) => (
        // The same colour may show twice (title bar and buttons): the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the strip's order is fixed
        <span key={index} className="flex-1" style={{ background: color }} />
      ))}
    </div>
  );
}
