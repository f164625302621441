// A labelled text input with an optional hint and its errors, tied to the input by aria-describedby and aria-invalid
// so screen readers announce them with the field (docs/reference/ui-behaviour.md#sizes-and-breakpoints: form element
// height 36).
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { cx } from "./cx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children"> {
  label: string;
  hint?: string;
  errors?: string[];
  ref?: Ref<HTMLInputElement>;
}

export const INPUT_CLASSES =
  "h-9 w-full rounded-control border border-input-border bg-input-bg px-3 text-sm text-input-fg transition-colors " +
  "hover:border-fg-muted aria-invalid:border-danger aria-invalid:bg-[color-mix(in_srgb,var(--color-danger)_4%,var(--color-bg))]";

export function TextField({ label, hint, errors, className, type = "text", ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = (errors?.length ?? 0) > 0;
  // An error replaces the hint: it says what the hint says, about the value typed.
  const showHint = !!hint && !invalid;
  const describedBy = invalid ? errorId : showHint ? hintId : "";
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASSES}
        {...input}
      />
      {invalid ? (
        <div id={errorId} className="text-sm text-danger">
          {errors?.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {showHint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
