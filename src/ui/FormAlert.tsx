// The form-level error (one not tied to a field, or a 429): an alert region that is always in the document, so
// screen readers announce the message when it appears.
import { cx } from "./cx";

export interface FormAlertProps {
  message: string | null;
  description?: string | null;
  className?: string;
}

export function FormAlert({ message, description, className }: FormAlertProps) {
  return (
    <div role="alert" className={className}>
      {message ? (
        <div
          className={cx(
            "rounded-control border border-danger/40 border-s-4 border-s-danger",
            "bg-[color-mix(in_srgb,var(--color-danger)_6%,var(--color-bg))] px-3 py-2 text-sm text-fg",
          )}
        >
          <p className="font-semibold text-danger">{message}</p>
          {description ? <p className="mt-0.5">{description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
