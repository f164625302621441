// Colour validation for theme variables (spec 000 §5, 'Invalid color detected'). Every CSS colour colord can read
// (hex, rgb(), hsl(); colour names are not accepted), listed by dot path so the API and the editor name the field.
import { colord } from "colord";
import type { ThemeVariables } from "../../types/generated/theme/theme-variables";

const COLOR_GROUPS = ["colors", "titleBar", "banner", "buttons", "inputs"] as const;

/** Dot paths of the colour variables whose value is not a colour (empty values mean "the default" and pass). */
export function invalidColorPaths(variables: ThemeVariables): string[] {
  const invalid: string[] = [];
  for (const group of COLOR_GROUPS) {
    const values = (variables[group] ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === "string" && value !== "" && !colord(value).isValid())
        invalid.push(`${group}.${name}`);
    }
  }
  return invalid;
}
