// Save (a new revision of the theme) and why it is off: failing contrast pairs or invalid colours refuse it here, as
// the server would (docs/reference/themes.md#contrast). The reason is tied to the button, so it is read with it.
import { useId } from "react";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";

export interface ThemeSaveBarProps {
  dirty: boolean;
  pending: boolean;
  failingPairs: number;
  invalidColors: number;
  nameMissing?: boolean;
  onSave(): void;
}

export function ThemeSaveBar({
  dirty,
  pending,
  failingPairs,
  invalidColors,
  nameMissing = false,
  onSave,
}: ThemeSaveBarProps) {
  const t = useT();
  const reasonID = useId();
  const reasons = [
    failingPairs > 0
      ? t(
          "Saving is off while {count, plural, one {# pair fails} other {# pairs fail}} the contrast check.",
          {
            count: failingPairs,
          },
        )
      : null,
    invalidColors > 0
      ? t("Saving is off while {count, plural, one {# colour is} other {# colours are}} invalid.", {
          count: invalidColors,
        })
      : null,
    nameMissing ? t("Saving is off until the theme has a name.") : null,
  ].filter((reason): reason is string => reason !== null);
  const blocked = reasons.length > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="primary"
        disabled={!dirty || pending || blocked}
        aria-describedby={blocked ? reasonID : undefined}
        onClick={onSave}
      >
        {pending ? t("Saving…") : t("Save")}
      </Button>
      {blocked ? (
        <div id={reasonID} className="flex flex-col text-sm text-danger">
          {reasons.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{dirty ? t("Unsaved changes") : t("All changes saved")}</p>
      )}
    </div>
  );
}
