// Report a post to the moderators (spec 001 §6: flag.add with the escalations flag on): a reason and an optional
// note, sent to POST /reports. The server's refusal (already reported, reporting off) shows in the dialog; success
// closes it with a toast.
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";
import { SubmitButton } from "../../ui/SubmitButton";
import { INPUT_CLASSES } from "../../ui/TextField";
import { toast } from "../../ui/toast-store";
import { ApiError, errorMessage } from "../api/http";
import { createReport } from "../api/reports";
import { REPORT_REASONS, type ReportReason } from "./report-reasons";

export const REPORT_SENT = "Thanks. Your report has been sent to the moderators.";
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
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; description?: string | undefined } | null>(null);

  const close = () => {
    setReason(null);
    setNote("");
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setFailure({ message: "Choose why you are reporting this post." });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await createReport({ recordType, recordID, reason, noteBody: note.trim() });
      toast.success(REPORT_SENT);
      onReported?.();
      close();
    } catch (error) {
      setFailure({
        message: errorMessage(error),
        description: error instanceof ApiError ? error.description : undefined,
      });
    } finally {
      setPending(false);
    }
  };

  const what = recordType === "discussion" ? "discussion" : "comment";
  return (
    <Modal open={open} onClose={close} title={`Report this ${what}`} size="medium">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure?.message ?? null} description={failure?.description} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg-heading">Reason</legend>
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
                <span className="block font-semibold text-fg">{option.label}</span>
                <span className="block text-fg-muted">{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold text-fg-heading">
            Note to the moderators (optional)
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
          <Button onClick={close}>Cancel</Button>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send Report
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
