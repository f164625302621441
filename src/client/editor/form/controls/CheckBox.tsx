// checkBox (docs/reference/layout-widgets.md#form-hints): a native checkbox with its label beside it; the whole label
// is the click target.
import { type ControlProps, FieldMessages, fieldAria } from "../FieldShell";

export function CheckBox({
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
  return (
    <div className="flex flex-col gap-1" data-field-shell={id}>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg" title={tooltip}>
        <input
          id={id}
          type="checkbox"
          className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          checked={value === true}
          disabled={disabled}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria.describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldMessages id={id} description={description} errors={errors} />
    </div>
  );
}
