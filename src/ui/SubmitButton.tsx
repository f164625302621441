// A form's submit button: disabled with a spinner and a "…ing" label while its request runs
// (docs/reference/ui-behaviour.md#shared-components).
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./Button";

export interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

export function SubmitButton({
  pending,
  pendingLabel,
  variant = "primary",
  className,
  children,
}: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} disabled={pending} className={className}>
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current/35 border-t-current"
          />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
