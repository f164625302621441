// The frame every bulk form shares: a modal with the form's fields, the permission warning of
// docs/reference/errors.md#bulk-actions for the selected discussions the viewer may not act on, the whole-request
// error, a progress bar while a long batch runs (continued through POST /calls/run), and Cancel / submit buttons.
// Closing returns focus to the opener.
import type { FormEvent, ReactNode } from "react";
import { useId } from "react";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import type { BulkProgress } from "../../api/bulk";
import type { ApiError } from "../../api/errors";

export interface BulkFormShellProps {
  title: string;
  description?: ReactNode;
  /** The spec's message and the names it concerns; nothing when every discussion may be acted on. */
  warning?: { message: string; names: string[] } | null;
  error: ApiError | null;
  running: boolean;
  progress: BulkProgress | null;
  submitLabel: string;
  pendingLabel: string;
  /** The progress line, a message key with {done} and {total} ("{done} of {total} moved…"). */
  progressMessage: string;
  canSubmit: boolean;
  onSubmit(): void;
  onClose(): void;
  children?: ReactNode;
}

export function BulkFormShell(props: BulkFormShellProps) {
  const t = useT();
  const formID = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.running || !props.canSubmit) return;
    props.onSubmit();
  };
  const { progress } = props;
  const done = progress ? progress.successIDs.length + progress.failedIDs.length : 0;
  return (
    <Modal
      open
      onClose={() => {
        // A running batch finishes before the form may go: its results settle the selection.
        if (!props.running) props.onClose();
      }}
      title={props.title}
      description={props.description}
      size="medium"
      footer={
        <>
          <Button onClick={props.onClose} disabled={props.running}>
            {t("Cancel")}
          </Button>
          {/* The footer sits outside the form: the button names it. */}
          <Button type="submit" form={formID} variant="primary" disabled={props.running || !props.canSubmit}>
            {props.running ? props.pendingLabel : props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formID} onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {props.warning ? (
          <div className="rounded-control border border-border border-s-4 border-s-warning bg-warning-soft px-3 py-2 text-sm text-fg">
            <p>{props.warning.message}</p>
            <ul className="mt-1 list-disc ps-5">
              {props.warning.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {props.children}
        <FormAlert message={props.error?.message ?? null} description={props.error?.description} />
        {progress && props.running ? (
          <div className="flex flex-col gap-1 text-sm">
            <progress className="w-full" max={progress.total || 1} value={done} aria-label={t("Progress")} />
            <p aria-live="polite">{t(props.progressMessage, { done, total: progress.total })}</p>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
