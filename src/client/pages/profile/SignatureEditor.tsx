// The signature part of /profile/edit (spec 001 §6): the member's Markdown, a count of the characters left, saved
// on its own with PATCH /users/{id}/signature, then shown as it looks under their posts (the server's sanitized
// HTML). When the site shows no signatures the member may still write one, and is told it is not shown yet.
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { SubmitButton } from "../../../ui/SubmitButton";
import { type Signature, useSignature, useUpdateSignatureMutation } from "../../api/signatures";
import { PostSignature } from "../../post/PostSignature";
import { failureFromError, useFormFailure } from "../entry-form";

const FIELDS = ["body"] as const;

/** `name`: the member's, for the preview's label. */
export function SignatureEditor({ userID, name }: { userID: number; name: string }) {
  const t = useT();
  const headingId = useId();
  const signature = useSignature(userID);
  let body: React.ReactNode;
  if (signature.isPending) body = <Loader label={t("Loading your signature")} className="mt-3" />;
  else if (signature.isError)
    body = <FormAlert className="mt-3" message={failureFromError(signature.error, [], t).message} />;
  else body = <SignatureForm signature={signature.data} name={name} />;
  return (
    <section aria-labelledby={headingId} className="mt-10 flex max-w-xl flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-fg-heading">
        {t("Signature")}
      </h2>
      {body}
    </section>
  );
}

function SignatureForm({ signature: loaded, name }: { signature: Signature; name: string }) {
  const t = useT();
  const id = useId();
  const update = useUpdateSignatureMutation(loaded.userID);
  const saved = update.data ?? loaded;
  const [text, setText] = useState(saved.body);
  const [status, setStatus] = useState<string | null>(null);
  const { failure, formRef, failWith, clear, clearField } = useFormFailure(FIELDS);
  const errors = failure.fields.body ?? [];
  const left = saved.maxLength - text.length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setStatus(null);
    if (text.trim() === saved.body) {
      setStatus(t("Nothing to save: your signature did not change."));
      return;
    }
    update.mutate(
      { body: text },
      {
        onSuccess: (result) => {
          setText(result.body);
          setStatus(result.body ? t("Your signature was saved.") : t("Your signature was removed."));
        },
        onError: failWith,
      },
    );
  };

  const describedBy = [`${id}-hint`, `${id}-count`, errors.length ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      {saved.enabled ? null : (
        <p className="text-sm text-fg-muted">{t("Signatures are not shown on this site at the moment.")}</p>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <FormAlert message={failure.message} description={failure.description} />
        <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
          {t("Your signature")}
        </label>
        <textarea
          id={id}
          name="signature"
          value={text}
          rows={4}
          maxLength={saved.maxLength}
          onChange={(event) => {
            setText(event.target.value);
            clearField("body");
          }}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          className="w-full rounded-control border border-border-strong bg-bg px-3 py-2 text-sm text-fg aria-invalid:border-danger"
        />
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {t("Shown under your posts. Markdown works: **bold**, *italic*, links and images.")}
        </p>
        <p id={`${id}-count`} className="text-xs text-fg-muted">
          {t("{count, plural, one {# character left} other {# characters left}}", { count: left })}
        </p>
        {errors.length ? (
          <div id={`${id}-error`} className="text-sm text-danger">
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <div>
          <SubmitButton pending={update.isPending} pendingLabel={t("Saving…")}>
            {t("Save Signature")}
          </SubmitButton>
        </div>
        <p role="status" className="text-sm text-success">
          {status}
        </p>
      </form>
      {saved.html ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-fg-heading">{t("As it appears under your posts")}</h3>
          <PostSignature
            user={{
              userID: saved.userID,
              name,
              photoUrl: "",
              url: "",
              signature: { body: saved.html, hideMobile: false, imageMaxHeight: 0 },
            }}
            className="mt-0 rounded-box border border-border px-3 pb-2"
          />
        </div>
      ) : null}
    </>
  );
}
