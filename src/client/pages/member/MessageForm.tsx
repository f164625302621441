// The message box of a new conversation and of a reply: a labelled textarea (markdown, with @mention suggestions)
// and a submit button, with the API's field errors shown under the box and anything else above it. Clears after a
// successful send.
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { MentionTextarea } from "../../mentions/MentionTextarea";
import { failureFromError } from "../entry-form";

/** The text field's look, grown to several lines. */
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} py-2`;

export interface MessageFormProps {
  /** The box's label and the button's text, in the page's language. */
  label: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Resolves true when the message was sent (the box then clears). */
  onSend: (body: string) => Promise<boolean>;
  /** Field errors on fields other than body (participantUserIDs) are shown with the form's message. */
  disabled?: boolean;
  /** The text the box starts with (a shared link, /messages/add?content=). */
  initialBody?: string;
}

export function MessageForm({
  label,
  submitLabel,
  pending,
  error,
  onSend,
  disabled = false,
  initialBody = "",
}: MessageFormProps) {
  const id = useId();
  const t = useT();
  const [body, setBody] = useState(initialBody);
  const [emptyError, setEmptyError] = useState(false);
  const failure = error ? failureFromError(error, ["body"] as const, t) : null;
  const bodyErrors = emptyError ? [t("Write a message first.")] : (failure?.fields.body ?? []);
  const invalid = bodyErrors.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    if (await onSend(body)) setBody("");
  };

  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormAlert message={failure?.message ?? null} description={failure?.description} />
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {label}
      </label>
      <MentionTextarea
        id={id}
        value={body}
        rows={5}
        disabled={disabled}
        onValueChange={setBody}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={TEXTAREA_CLASSES}
      />
      {invalid ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {bodyErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div>
        <SubmitButton pending={pending} pendingLabel={t("Sending…")}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
