// radio (docs/reference/layout-widgets.md#form-hints): a group of native radios under a legend; arrow keys move
// between them. The field id sits on the checked radio (or the first), so focusing the field lands where the keyboard
// expects.

import { type ControlProps, FieldMessages, fieldAria } from "../FieldShell";
import type { ChoiceOption } from "../types";

export interface RadioProps extends ControlProps<ChoiceOption["value"]> {
  options: readonly ChoiceOption[];
  /** What the widget uses when nothing is chosen. */
  defaultValue?: ChoiceOption["value"];
}

export function focusIndex(options: readonly ChoiceOption[], current: unknown): number {
  const index = options.findIndex((option) => option.value === current);
  return index === -1 ? 0 : index;
}

export function Radio({
  id,
  label,
  description,
  tooltip,
  errors,
  disabled,
  value,
  onChange,
  options,
  defaultValue,
}: RadioProps) {
  const aria = fieldAria({ id, description, errors });
  const current = value ?? defaultValue;
  const idIndex = focusIndex(options, current);
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      data-field-shell={id}
      disabled={disabled}
      aria-invalid={aria["aria-invalid"]}
      aria-describedby={aria.describedBy}
    >
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading" title={tooltip}>
        {label}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {options.map((option, index) => (
          <label
            key={String(option.value)}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg"
            title={option.tooltip}
          >
            <input
              id={index === idIndex ? id : undefined}
              type="radio"
              name={id}
              className="size-4 cursor-pointer accent-primary"
              checked={option.value === current}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} description={description} errors={errors} />
    </fieldset>
  );
}
