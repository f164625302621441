// Schedule: when a draft article publishes itself, a date and time in the editor's clock (the drafts page's
// scheduling dialog, for an article). The press saves the article as a draft with that date (PATCH or POST
// /articles, status draft and dateScheduled); a past date or a refusal stays in the dialog.
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { SubmitButton } from "../../../ui/SubmitButton";
import { PublishOnField } from "../../drafts/PublishOnField";

/** A datetime-local value for an instant, in the browser's time zone. */
export function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names, as ISO text; null when the browser cannot read it. */
export function instantOf(value: string): string | null {
  const instant = new Date(value);
  return value && !Number.isNaN(instant.getTime()) ? instant.toISOString() : null;
}

export interface ScheduleArticleDialogProps {
  open: boolean;
  /** The schedule already set, if any (Reschedule). */
  dateScheduled: string | null;
  pending: boolean;
  /** A refusal to show: the date's own error, or the save's. */
  errors: string[] | undefined;
  message: string | null;
  onSchedule(dateScheduled: string | null): void;
  onClose(): void;
  /** The date the picker offers first; an hour from now by default. */
  initialDate?: Date;
}

export function ScheduleArticleDialog(props: ScheduleArticleDialogProps) {
  const t = useT();
  const { open, onClose } = props;
  return (
    <Modal open={open} onClose={onClose} title={t("Schedule")}>
      {open ? <ScheduleForm {...props} /> : null}
    </Modal>
  );
}

function ScheduleForm({
  dateScheduled,
  pending,
  errors,
  message,
  onSchedule,
  onClose,
  initialDate,
}: ScheduleArticleDialogProps) {
  const t = useT();
  const id = useId();
  const [when, setWhen] = useState(() =>
    localInputValue(
      dateScheduled ? new Date(dateScheduled) : (initialDate ?? new Date(Date.now() + 3_600_000)),
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSchedule(instantOf(when));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <FormAlert message={message} />
      <PublishOnField id={id} value={when} onChange={setWhen} step={60} errors={errors} />
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <SubmitButton pending={pending} pendingLabel={t("Scheduling…")}>
          {t("Schedule")}
        </SubmitButton>
      </div>
    </form>
  );
}
