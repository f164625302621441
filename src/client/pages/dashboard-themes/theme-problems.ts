// What the theme editor says is wrong, at the field it concerns (docs/reference/themes.md#contrast): colours that are
// not colours ('Invalid color detected', spec 000 §5), text and background pairs below WCAG AA (named, with their
// ratio), and the server's own refusal (a 422 whose field errors name "variables.<path>" or "name").
import { msg } from "../../../lib/i18n/msg";
import { invalidColorPaths } from "../../../lib/theme/colors";
import { type ContrastResult, MINIMUM_CONTRAST } from "../../../lib/theme/contrast";
import type { TranslateFn } from "../../../ui/i18n/i18n-context";
import { ApiError } from "../../api/errors";
import type { ThemeVariables } from "../../api/themes";
import type { Problem } from "../../editor/model/types";

export const INVALID_COLOR = msg("Invalid color detected");

/** The form's editorID: SchemaForm keys field ids and problems by it. */
export const THEME_FORM_ID = "theme";

const VARIABLES_PREFIX = "variables.";

const problem = (field: string, message: string, code: string): Problem => ({
  editorID: THEME_FORM_ID,
  pointer: `/variables/${field.replaceAll(".", "/")}`,
  field,
  message,
  code,
});

/** A ratio as WCAG writes it ("3.12:1" is written "3.12"), in the page's number format. */
export function formatRatio(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(ratio);
}

/** "Button text on button: 3.1:1, needs 4.5:1" */
export function contrastMessage(result: ContrastResult, t: TranslateFn, locale: string): string {
  return t("{pair}: {ratio}:1, needs {minimum}:1", {
    pair: t(result.label),
    ratio: formatRatio(result.ratio, locale),
    minimum: formatRatio(MINIMUM_CONTRAST, locale),
  });
}

/** Problems the editor finds itself, before anything is sent. */
export function localProblems(
  variables: ThemeVariables,
  failing: readonly ContrastResult[],
  t: TranslateFn,
  locale: string,
): Problem[] {
  return [
    ...invalidColorPaths(variables).map((path) => problem(path, t(INVALID_COLOR), "invalidColor")),
    ...failing.map((result) => problem(result.textPath, contrastMessage(result, t, locale), "contrast")),
  ];
}

export interface ServerProblems {
  /** At the variables' fields (dot paths inside the variables). */
  fields: Problem[];
  /** At the name field. */
  name: string[];
  /** The failure's own message; null when nothing failed. */
  message: string | null;
}

/** A failed save as the form shows it. */
export function serverProblems(error: unknown): ServerProblems {
  if (!error) return { fields: [], name: [], message: null };
  const fields: Problem[] = [];
  const name: string[] = [];
  if (error instanceof ApiError) {
    for (const [field, list] of Object.entries(error.errors ?? {})) {
      for (const item of list ?? []) {
        if (field === "name") name.push(item.message);
        else if (field.startsWith(VARIABLES_PREFIX))
          fields.push(problem(field.slice(VARIABLES_PREFIX.length), item.message, item.code ?? "server"));
        else fields.push(problem("", item.message, item.code ?? "server"));
      }
    }
  }
  return { fields, name, message: error instanceof Error ? error.message : null };
}
