// The frame every discussion option dialog shares: a modal form with Cancel and a submit button that spins while the
// change is saved (docs/reference/ui-behaviour.md#shared-components); a failure keeps the dialog open with the
// error's message and description.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { Modal } from "../../ui/Modal";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../api/errors";

export interface OptionDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** False keeps the submit button disabled (nothing chosen yet). */
  canSubmit?: boolean;
  onSubmit(): Promise<void>;
  onClose(): void;
  children: ReactNode;
}

export function OptionDialog({
  open,
  title,
  description,
  submitLabel,
  pendingLabel,
  canSubmit = true,
  onSubmit,
  onClose,
  children,
}: OptionDialogProps) {
  const t = useT();
  // The dialog's change is the caller's mutation; its pending and error state drive the buttons and the alert.
  const mutation = useMutation({ mutationFn: onSubmit });
  const pending = mutation.isPending;
  const error = mutation.error;
  const failure = error
    ? error instanceof ApiError
      ? { message: error.message, description: error.description }
      : { message: t(GENERIC_ERROR_MESSAGE) }
    : null;
  const formID = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !canSubmit) return;
    mutation.mutate();
  }

  function close() {
    if (pending) return;
    mutation.reset();
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      size="medium"
      footer={
        <>
          <Button onClick={close} disabled={pending}>
            {t("Cancel")}
          </Button>
          {/* The footer sits outside the form: the button names it. */}
          <SubmitButtonFor form={formID} pending={pending} pendingLabel={pendingLabel} disabled={!canSubmit}>
            {submitLabel}
          </SubmitButtonFor>
        </>
      }
    >
      <form id={formID} onSubmit={submit} className="flex flex-col gap-3">
        {children}
      </form>
      <FormAlert message={failure?.message ?? null} description={failure?.description ?? null} />
    </Modal>
  );
}

function SubmitButtonFor({
  form,
  pending,
  pendingLabel,
  disabled,
  children,
}: {
  form: string;
  pending: boolean;
  pendingLabel: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" form={form} variant="primary" disabled={pending || disabled}>
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
