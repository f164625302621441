// What a theme save must pass (docs/reference/themes.md#contrast): every colour a colour, and every text and
// background pair at WCAG AA. The rules are src/lib/theme's, shared with the editor; here they become field errors.

import { msg } from "../../../lib/i18n/msg";
import { invalidColorPaths } from "../../../lib/theme/colors";
import { contrastResults } from "../../../lib/theme/contrast";
import type { ThemeVariables } from "../../../types/generated/theme/theme-variables";
import { type FieldErrorInput, fieldErrors, type Translate } from "../../http/errors";

const INVALID_COLOR = msg("Invalid color detected");

/** `t` is the request's translator: the pair's name goes into the message already in the reader's language. */
export function assertThemeVariables(variables: ThemeVariables, t: Translate): void {
  const invalid = invalidColorPaths(variables);
  if (invalid.length > 0) {
    throw fieldErrors(
      422,
      invalid.map((path) => ({ field: `variables.${path}`, code: "invalidColor", message: INVALID_COLOR })),
    );
  }
  const failing = contrastResults(variables).filter((result) => !result.passes);
  if (failing.length === 0) return;
  const errors: FieldErrorInput[] = failing.map((result) => ({
    field: `variables.${result.textPath}`,
    code: "contrast",
    message: msg("{pair}: {ratio}:1, needs {minimum}:1"),
    values: { pair: t(result.label), ratio: result.ratio.toFixed(2), minimum: "4.5" },
  }));
  throw fieldErrors(422, errors);
}
