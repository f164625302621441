// The days between two digests (emails.digestIntervalDays, 1 to 31). What is typed is kept apart until it is
// committed (Enter or leaving the field), so no half-typed number is saved; the server decides what is valid and its
// field message shows here.
import { useId, useState } from "react";
import { useT } from "../../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../../ui/TextField";
import { FieldMessages } from "./FieldMessages";

export interface DigestIntervalFieldProps {
  value: number | undefined;
  errors?: readonly string[];
  onCommit(days: number): void;
}

export function DigestIntervalField({ value, errors, onCommit }: DigestIntervalFieldProps) {
  const id = useId();
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const failed = (errors?.length ?? 0) > 0;
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const days = Number(draft);
    if (draft.trim() !== "" && Number.isFinite(days) && days !== value) onCommit(days);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {t("Days between digests")}
      </label>
      {/* INPUT_CLASSES make an input full width: a day count needs a short one. */}
      <div className="w-24">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          step={1}
          value={draft ?? (value === undefined ? "" : String(value))}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
          className={INPUT_CLASSES}
        />
      </div>
      {failed ? (
        <FieldMessages id={`${id}-error`} messages={errors ?? []} />
      ) : (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {t("From 1 to 31 (7 is weekly).")}
        </p>
      )}
    </div>
  );
}
