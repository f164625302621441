// Scheduling a draft from the drafts page: a date and time in the member's clock, and 'publish silently' for those
// who moderate the draft's category; PATCH /drafts/schedule/{id}. Errors (a past date, a draft that is no post
// yet, a category no longer open to them) stay in the dialog.
import { type FormEvent, useId, useState } from "react";
import type { Draft } from "../../types/generated/api/draft";
import { Button } from "../../ui/Button";
import { Checkbox } from "../../ui/Checkbox";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { Modal } from "../../ui/Modal";
import { SubmitButton } from "../../ui/SubmitButton";
import { useScheduleDraftMutation } from "../api/drafts";
import { failureFromError } from "../pages/entry-form";
import { usePermission } from "../permissions/use-permission";
import { PublishOnField } from "./PublishOnField";

/** A datetime-local value for an instant, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface ScheduleDraftDialogProps {
  draft: Draft | null;
  onClose(): void;
  onScheduled(draft: Draft): void;
}

export function ScheduleDraftDialog({ draft, onClose, onScheduled }: ScheduleDraftDialogProps) {
  const t = useT();
  const id = useId();
  const categoryID = draft?.recordType === "discussion" ? (draft.parentRecordID ?? undefined) : undefined;
  const canSilence = usePermission(["discussions.moderate", "community.manage"], { resourceID: categoryID });
  const [when, setWhen] = useState(() =>
    localInputValue(draft?.dateScheduled ? new Date(draft.dateScheduled) : new Date(Date.now() + 3_600_000)),
  );
  const [silently, setSilently] = useState(draft?.publishedSilently ?? false);
  const mutation = useScheduleDraftMutation();
  const pending = mutation.isPending;
  // A date the browser cannot read is refused here, before a call; the server's refusals come from the mutation.
  const [invalidDate, setInvalidDate] = useState(false);
  const serverFailure = mutation.error ? failureFromError(mutation.error, [], t) : null;
  const failure = invalidDate
    ? { message: t("Choose when to publish."), description: null }
    : serverFailure && { message: serverFailure.message, description: serverFailure.description };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || pending) return;
    const instant = new Date(when);
    setInvalidDate(Number.isNaN(instant.getTime()));
    if (Number.isNaN(instant.getTime())) return;
    mutation.mutate(
      {
        draftID: draft.draftID,
        schedule: { dateScheduled: instant.toISOString(), publishedSilently: canSilence && silently },
      },
      { onSuccess: (scheduled) => onScheduled(scheduled) },
    );
  };

  return (
    <Modal open={draft !== null} onClose={onClose} title={t("Schedule")}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert message={failure?.message ?? null} description={failure?.description ?? null} />
        <PublishOnField id={id} value={when} onChange={setWhen} step={1} />
        {canSilence ? (
          <Checkbox
            label={t("Publish silently (no notifications)")}
            checked={silently}
            onChange={(event) => setSilently(event.target.checked)}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="text" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <SubmitButton pending={pending} pendingLabel={t("Scheduling…")}>
            {t("Schedule")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
