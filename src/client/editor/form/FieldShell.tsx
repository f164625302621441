// The label, description and errors around a control, tied to it with aria-describedby and aria-invalid so a
// screen reader announces them with the field. Every control renders through it, so they all read alike.
import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";

export interface FieldMessagesProps {
  id: string;
  description?: string;
  errors?: readonly string[];
}

/** The ids a control's aria attributes point at, and whether it is invalid. */
export function fieldAria({ id, description, errors }: FieldMessagesProps) {
  const invalid = (errors?.length ?? 0) > 0;
  const descriptionID = description ? `${id}-description` : undefined;
  const errorID = invalid ? `${id}-error` : undefined;
  const describedBy = [errorID, descriptionID].filter(Boolean).join(" ") || undefined;
  return { invalid, descriptionID, errorID, describedBy, "aria-invalid": invalid || undefined };
}

export function FieldMessages({ id, description, errors }: FieldMessagesProps) {
  const { invalid, descriptionID, errorID } = fieldAria({ id, description, errors });
  return (
    <>
      {description ? (
        <p id={descriptionID} className="text-xs text-fg-muted">
          {description}
        </p>
      ) : null}
      {invalid ? (
        <div id={errorID} className="flex flex-col gap-0.5 text-sm text-danger">
          {errors?.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}

export interface FieldShellProps extends FieldMessagesProps {
  label: string;
  /** false when the control labels itself (checkbox, toggle) or uses a legend (radio groups). */
  withLabel?: boolean;
  tooltip?: string;
  className?: string;
  children: ReactNode;
}

export function FieldShell({
  id,
  label,
  description,
  errors,
  withLabel = true,
  tooltip,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cx("flex flex-col gap-1.5", className)} data-field-shell={id}>
      {withLabel ? (
        <label htmlFor={id} className="text-sm font-semibold text-fg-heading" title={tooltip}>
          {label}
        </label>
      ) : null}
      {children}
      <FieldMessages id={id} description={description} errors={errors} />
    </div>
  );
}

/** What every control takes: the field's id, label, help, errors and its value in and out. */
export interface ControlProps<T> {
  id: string;
  label: string;
  description?: string;
  tooltip?: string;
  errors?: readonly string[];
  disabled?: boolean;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

export const CONTROL_INPUT =
  "w-full rounded-control border border-border-strong bg-bg px-3 text-sm text-fg transition-colors " +
  "hover:border-fg-muted disabled:cursor-not-allowed disabled:bg-bg-subtle disabled:opacity-70 " +
  "aria-invalid:border-danger";
