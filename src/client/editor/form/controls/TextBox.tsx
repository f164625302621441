// textBox (docs/reference/layout-widgets.md#form-hints): a text input, a textarea, or a number input. A number keeps
// what is being typed locally ("-", "1e") and emits only whole values, so the document never holds a half-typed
// number.
import { useEffect, useState } from "react";
import { cx } from "../../../../ui/cx";
import { CONTROL_INPUT, type ControlProps, FieldShell, fieldAria } from "../FieldShell";

export interface TextBoxProps extends ControlProps<string | number> {
  type?: "text" | "textarea" | "number";
  placeholder?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  integer?: boolean;
  /** Shown as the placeholder when the field is empty: what the widget uses then. */
  defaultValue?: string | number;
}

function parseNumber(text: string, integer: boolean): number | undefined | null {
  if (text.trim() === "") return undefined;
  const parsed = Number(text);
  if (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed))) return null;
  return parsed;
}

function NumberInput(props: TextBoxProps & { aria: ReturnType<typeof fieldAria> }) {
  const {
    id,
    value,
    onChange,
    disabled,
    minimum,
    maximum,
    integer = false,
    placeholder,
    defaultValue,
    aria,
  } = props;
  const [draft, setDraft] = useState(value === undefined ? "" : String(value));
  // Follow the store (undo, JSON edits) unless the draft already means that value.
  useEffect(() => {
    setDraft((current) =>
      parseNumber(current, integer) === value ? current : value === undefined ? "" : String(value),
    );
  }, [value, integer]);
  return (
    <input
      id={id}
      type="number"
      inputMode={integer ? "numeric" : "decimal"}
      className={cx(CONTROL_INPUT, "h-9")}
      value={draft}
      min={minimum}
      max={maximum}
      step={integer ? 1 : "any"}
      disabled={disabled}
      placeholder={placeholder ?? (defaultValue === undefined ? undefined : String(defaultValue))}
      aria-invalid={aria["aria-invalid"]}
      aria-describedby={aria.describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = parseNumber(event.target.value, integer);
        if (parsed !== null) onChange(parsed);
      }}
    />
  );
}

export function TextBox(props: TextBoxProps) {
  const {
    id,
    label,
    description,
    tooltip,
    errors,
    disabled,
    value,
    onChange,
    type = "text",
    placeholder,
    maxLength,
    defaultValue,
  } = props;
  const aria = fieldAria({ id, description, errors });
  const shared = {
    id,
    disabled,
    maxLength,
    placeholder:
      placeholder ?? (typeof defaultValue === "string" && defaultValue !== "" ? defaultValue : undefined),
    "aria-invalid": aria["aria-invalid"],
    "aria-describedby": aria.describedBy,
  };
  return (
    <FieldShell id={id} label={label} description={description} errors={errors} tooltip={tooltip}>
      {type === "number" ? (
        <NumberInput {...props} aria={aria} />
      ) : type === "textarea" ? (
        <textarea
          {...shared}
          rows={4}
          className={cx(CONTROL_INPUT, "min-h-24 py-2 leading-snug")}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type="text"
          className={cx(CONTROL_INPUT, "h-9")}
          value={typeof value === "string" ? value : value === undefined ? "" : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
