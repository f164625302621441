// Request to join a private group: an optional reason for the group's leaders, sent with POST /groups/{id}/join by
// the caller (its mutation's pending state and error show here; a failure keeps the dialog open).
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../src/ui/Button";
import { FormAlert } from "../../src/ui/FormAlert";
import { useT } from "../../src/ui/i18n/i18n-context";
import { Modal } from "../../src/ui/Modal";
import { SubmitButton } from "../../src/ui/SubmitButton";
import { INPUT_CLASSES } from "../../src/ui/TextField";

const REASON_MAX = 500;
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-24 py-2`;

export function JoinRequestDialog({
  open,
  pending,
  onSend,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onSend(reason: string): Promise<void>;
  onClose(): void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    try {
      await onSend(reason.trim());
      setReason("");
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t("Something went wrong."));
    }
  };

  return (
    <Modal open={open} title={t("Request to Join")} size="medium" onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-fg-heading">
            {t("Why do you want to join? (optional)")}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={REASON_MAX}
            rows={4}
            onChange={(event) => setReason(event.target.value)}
            className={TEXTAREA_CLASSES}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t("Cancel")}</Button>
          <SubmitButton pending={pending} pendingLabel={t("Sending…")}>
            {t("Send Request")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
