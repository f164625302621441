// "Are you sure?" on top of Modal (docs/reference/ui-behaviour.md#discussion-options: delete needs confirmation).
// While the caller's action is pending both buttons are disabled and the confirm button spins
// (docs/reference/ui-behaviour.md#shared-components); the pending state is the caller's mutation's, so the dialog
// keeps none of its own. A rejected onConfirm keeps the dialog open with the error shown.
import { type ReactNode, useRef, useState } from "react";
import { buttonClasses } from "./Button";
import { FormAlert } from "./FormAlert";
import { useT } from "./i18n/i18n-context";
import { InlineSpinner } from "./Loader";
import { Modal, type ModalSize } from "./Modal";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this discussion?' */
  children: ReactNode;
  confirmLabel?: string;
  /** Shown on the confirm button while pending. */
  pendingLabel?: string;
  /** The caller's action is running: its mutation's isPending. */
  pending?: boolean;
  cancelLabel?: string;
  /** Destructive actions start with focus on Cancel, so a stray Enter does no harm; others on Confirm. */
  destructive?: boolean;
  size?: Extract<ModalSize, "small" | "medium" | "large">;
  /** May answer the action's promise (a mutateAsync): its failure is shown in the dialog. */
  onConfirm(): unknown;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  cancelLabel,
  destructive = false,
  size = "small",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  async function confirm() {
    if (pending) return;
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t("Something went wrong."));
    }
  }

  function cancel() {
    if (pending) return;
    setError(null);
    onCancel();
  }

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size={size}
      initialFocus={destructive ? cancelButton : confirmButton}
      footer={
        <>
          <button
            ref={cancelButton}
            type="button"
            onClick={cancel}
            disabled={pending}
            className={buttonClasses("standard")}
          >
            {cancelLabel ?? t("Cancel")}
          </button>
          <button
            ref={confirmButton}
            type="button"
            onClick={confirm}
            disabled={pending}
            className={buttonClasses("primary")}
          >
            {pending ? (
              <>
                <InlineSpinner />
                {pendingLabel ?? t("Working…")}
              </>
            ) : (
              (confirmLabel ?? t("OK"))
            )}
          </button>
        </>
      }
    >
      <div className="text-sm">{children}</div>
      <FormAlert message={error} />
    </Modal>
  );
}
