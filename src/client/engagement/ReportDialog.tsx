// Report a post to the moderators (docs/reference/permissions.md#global-permissions: flag.add with the escalations
// flag on): a reason and an optional note, sent to POST /reports. The server's refusal (already reported, reporting
// off) shows in the dialog; success closes it with a toast.
import { type FormEvent, useId, useState } from "react";
import { msg } from "../../lib/i18n/msg";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { Modal } from "../../ui/Modal";
import { SubmitButton } from "../../ui/SubmitButton";
import { INPUT_CLASSES } from "../../ui/TextField";
import { toast } from "../../ui/toast-store";
import { ApiError, errorMessage } from "../api/errors";
import { useCreateReportMutation } from "../api/reports";
import { REPORT_REASONS, type ReportReason } from "./report-reasons";

const REPORT_SENT = msg("Thanks. Your report has been sent to the moderators.");
const NOTE_MAX = 2000;

export interface ReportDialogProps {
  open: boolean;
  recordType: "discussion" | "comment";
  recordID: number;
  onClose(): void;
  /** After the report was stored. */
  onReported?(): void;
}

export function ReportDialog({ open, recordType, recordID, onClose, onReported }: ReportDialogProps) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const mutation = useCreateReportMutation();
  const pending = mutation.isPending;
  // No reason chosen is refused here, before a call; the server's refusals come from the mutation.
  const [missingReason, setMissingReason] = useState(false);
  const error = mutation.error;
  const failure = missingReason
    ? { message: t("Choose why you are reporting this post.") }
    : error
      ? {
          message: errorMessage(error),
          description: error instanceof ApiError ? error.description : undefined,
        }
      : null;

  const close = () => {
    setReason(null);
    setNote("");
    setMissingReason(false);
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissingReason(!reason);
    if (!reason) return;
    mutation.mutate(
      { recordType, recordID, reason, noteBody: note.trim() },
      {
        onSuccess: () => {
          toast.success(t(REPORT_SENT));
          onReported?.();
          close();
        },
      },
    );
  };

  const title = recordType === "discussion" ? t("Report this discussion") : t("Report this comment");
  return (
    <Modal open={open} onClose={close} title={title} size="medium">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure?.message ?? null} description={failure?.description} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg-heading">{t("Reason")}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="mt-1 accent-primary"
              />
              <span>
                <span className="block font-semibold text-fg">{t(option.label)}</span>
                <span className="block text-fg-muted">{t(option.description)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold text-fg-heading">
            {t("Note to the moderators (optional)")}
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={`${INPUT_CLASSES.replace("h-9 ", "")} py-2`}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={close}>{t("Cancel")}</Button>
          <SubmitButton pending={pending} pendingLabel={t("Sending…")}>
            {t("Send Report")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
