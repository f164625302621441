// /entry/passwordreset/:token: the mailed link. A new password twice → POST /users/password-reset; then Sign In.
// An invalid or expired link says so and offers a new one.
import type { FormEvent } from "react";
import { Link, useParams } from "react-router";
import { SIGN_IN_PATH } from "../../../lib/entry-target";
import { ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { useResetPasswordMutation } from "../../api/users";
import { ENTRY_LINK_CLASSES } from "../EntryPage";
import { formValue, useFormFailure } from "../entry-form";
import { IdentityFrame, IdentityNoticeText } from "./IdentityFrame";
import { PASSWORD_REQUEST_PATH, PASSWORD_RESET_PATTERN } from "./identity-paths";
import { checkNewPassword } from "./identity-validation";

const FIELDS = ["password", "passwordConfirm", "token"] as const;

export function PasswordResetPage() {
  const { token = "" } = useParams();
  const t = useT();
  const form = useFormFailure(FIELDS);
  const mutation = useResetPasswordMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const data = new FormData(event.currentTarget);
    const password = formValue(data, "password");
    if (form.failFields(checkNewPassword(password, formValue(data, "passwordConfirm"), t))) return;
    form.clear();
    mutation.mutate({ token, password }, { onError: form.failWith });
  };

  const { fields, message, description } = form.failure;
  return (
    <IdentityFrame
      path={PASSWORD_RESET_PATTERN}
      intro={t("Choose a new password for your account.")}
      footer={
        <RichMessage
          id="Link expired? <link>Request a new one</link>"
          values={{
            link: (chunks) => (
              <Link to={PASSWORD_REQUEST_PATH} className={ENTRY_LINK_CLASSES}>
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      {mutation.isSuccess ? (
        <>
          <IdentityNoticeText>{mutation.data.message}</IdentityNoticeText>
          <ButtonLink to={SIGN_IN_PATH} variant="primary" className="mt-6">
            {t("Sign In")}
          </ButtonLink>
        </>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          {/* A refused token is the form's problem, not a field's. */}
          <FormAlert message={fields.token?.join(" ") ?? message} description={description} />
          <TextField
            label={t("New Password")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            errors={fields.password}
            onInput={() => form.clearField("password")}
          />
          <TextField
            label={t("Confirm New Password")}
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            required
            errors={fields.passwordConfirm}
            onInput={() => form.clearField("passwordConfirm")}
          />
          <SubmitButton pending={mutation.isPending} pendingLabel={t("Saving…")} className="mt-2 w-full">
            {t("Save Password")}
          </SubmitButton>
        </form>
      )}
    </IdentityFrame>
  );
}
