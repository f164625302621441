// The "Publish on" date and time of a scheduled post or article (docs/reference/ui-behaviour.md#drafts): a local
// datetime input, described by its errors when there are some.
import { useT } from "../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../ui/TextField";

interface PublishOnFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** Seconds between choosable times. */
  step: number;
  errors?: readonly string[];
}

export function PublishOnField({ id, value, onChange, step, errors = [] }: PublishOnFieldProps) {
  const t = useT();
  const invalid = errors.length > 0;
  return (
    <>
      <label htmlFor={`${id}-when`} className="text-sm font-semibold text-fg-heading">
        {t("Publish on")}
      </label>
      <input
        id={`${id}-when`}
        type="datetime-local"
        step={step}
        required
        value={value}
        className={INPUT_CLASSES}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {errors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}
