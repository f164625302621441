// toggle (docs/reference/layout-widgets.md#form-hints): an on/off switch (a button with role switch: Space and Enter
// flip it).
import { cx } from "../../../../ui/cx";
import { type ControlProps, FieldMessages, fieldAria } from "../FieldShell";

export function Toggle({
  id,
  label,
  description,
  tooltip,
  errors,
  disabled,
  value,
  onChange,
}: ControlProps<boolean>) {
  const aria = fieldAria({ id, description, errors });
  const on = value === true;
  const labelID = `${id}-label`;
  return (
    <div className="flex flex-col gap-1" data-field-shell={id}>
      <div className="flex items-center justify-between gap-3">
        <span id={labelID} className="text-sm text-fg" title={tooltip}>
          {label}
        </span>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelID}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria.describedBy}
          disabled={disabled}
          onClick={() => onChange(!on)}
          className={cx(
            "relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors",
            "disabled:cursor-not-allowed disabled:opacity-50",
            on ? "border-primary bg-primary" : "border-border-strong bg-bg-subtle",
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              "inline-block size-3.5 rounded-full shadow-card transition-transform",
              on ? "translate-x-[18px] bg-primary-contrast" : "translate-x-0.5 bg-fg-muted",
            )}
          />
        </button>
      </div>
      <FieldMessages id={id} description={description} errors={errors} />
    </div>
  );
}
