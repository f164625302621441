// radioPicker (docs/reference/layout-widgets.md#form-hints): radios shown as cards, each with a description, for
// choices that need a sentence to tell apart (which title a banner shows, how a list is laid out).
import { cx } from "../../../../ui/cx";
import { type ControlProps, FieldMessages, fieldAria } from "../FieldShell";
import type { ChoiceOption } from "../types";
import { focusIndex } from "./Radio";

export interface RadioPickerProps extends ControlProps<ChoiceOption["value"]> {
  options: readonly ChoiceOption[];
  defaultValue?: ChoiceOption["value"];
}

export function RadioPicker({
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
}: RadioPickerProps) {
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
      <div className="grid grid-cols-1 gap-2">
        {options.map((option, index) => {
          const checked = option.value === current;
          const optionDescriptionID = option.description ? `${id}-option-${index}-description` : undefined;
          // The name is the option's label alone; its description describes it.
          const optionLabelID = `${id}-option-${index}-label`;
          return (
            <label
              key={String(option.value)}
              title={option.tooltip}
              className={cx(
                "focus-ring-within flex cursor-pointer items-start gap-2.5 rounded-control border px-3 py-2 text-sm",
                checked
                  ? "border-primary bg-primary-soft"
                  : "border-border-strong bg-bg hover:border-fg-muted",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                id={index === idIndex ? id : undefined}
                type="radio"
                name={id}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
                checked={checked}
                aria-labelledby={optionLabelID}
                aria-describedby={optionDescriptionID}
                onChange={() => onChange(option.value)}
              />
              <span className="flex flex-col gap-0.5">
                <span id={optionLabelID} className="font-semibold text-fg-heading">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={optionDescriptionID} className="text-xs text-fg-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages id={id} description={description} errors={errors} />
    </fieldset>
  );
}
