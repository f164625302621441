// A drop-down of the preferences page (language of emails, pause): the schema's options, matched to the saved
// value; a saved value no option names (a pause until a given date) shows as an option of its own so it is never
// silently replaced.
import { useId } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import type { FlatValue } from "../../notification-preferences/throttled-saver";
import type { SelectField, SelectOption } from "./preferences-schema";

export interface PreferenceSelectProps {
  field: SelectField;
  value: FlatValue;
  onChange(value: FlatValue): void;
}

function optionsWith(field: SelectField, value: FlatValue, noneLabel: string): SelectOption[] {
  if (field.options.some((option) => option.value === value)) return field.options;
  return [{ value, label: typeof value === "string" ? value : noneLabel }, ...field.options];
}

/** An option's value as the select's text: null and "null" stay apart. */
const optionKey = (value: FlatValue) => JSON.stringify(value);

export function PreferenceSelect({ field, value, onChange }: PreferenceSelectProps) {
  const id = useId();
  const t = useT();
  const descriptionID = field.description ? `${id}-description` : undefined;
  const options = optionsWith(field, value, t("None"));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {field.label}
      </label>
      {field.description ? (
        <p id={descriptionID} className="text-xs text-fg-muted">
          {field.description}
        </p>
      ) : null}
      <select
        id={id}
        aria-describedby={descriptionID}
        value={optionKey(value)}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          const option = options.find((candidate) => optionKey(candidate.value) === chosen);
          if (option) onChange(option.value);
        }}
        className="h-9 max-w-xs rounded-control border border-border-strong bg-bg px-2 text-sm text-fg"
      >
        {options.map((option) => (
          <option key={optionKey(option.value)} value={optionKey(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
