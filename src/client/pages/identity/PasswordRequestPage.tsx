// /entry/passwordrequest: the email of the account → POST /users/request-password. The answer is the same
// whether or not an account uses the address, so the page only ever says "if an account uses it".
import type { FormEvent } from "react";
import { Link } from "react-router";
import { SIGN_IN_PATH } from "../../../lib/entry-target";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { useRequestPasswordMutation } from "../../api/users";
import { ENTRY_LINK_CLASSES } from "../EntryPage";
import { formValue, useFormFailure } from "../entry-form";
import { IdentityFrame, IdentityNoticeText } from "./IdentityFrame";
import { PASSWORD_REQUEST_PATH } from "./identity-paths";
import { checkEmail } from "./identity-validation";

const FIELDS = ["email"] as const;

export function PasswordRequestPage() {
  const t = useT();
  const form = useFormFailure(FIELDS);
  const mutation = useRequestPasswordMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const email = formValue(new FormData(event.currentTarget), "email").trim();
    const problem = checkEmail(email, t);
    if (form.failFields(problem ? { email: [problem] } : {})) return;
    form.clear();
    mutation.mutate({ email }, { onError: form.failWith });
  };

  const { fields, message, description } = form.failure;
  return (
    <IdentityFrame
      path={PASSWORD_REQUEST_PATH}
      intro={t(
        "Enter the email address of your account and we will send you a link to choose a new password.",
      )}
      footer={
        <RichMessage
          id="Remembered it? <link>Sign In</link>"
          values={{
            link: (chunks) => (
              <Link to={SIGN_IN_PATH} className={ENTRY_LINK_CLASSES}>
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      {mutation.isSuccess ? (
        <IdentityNoticeText>{mutation.data.message}</IdentityNoticeText>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <FormAlert message={message} description={description} />
          <TextField
            label={t("Email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            errors={fields.email}
            onInput={() => form.clearField("email")}
          />
          <SubmitButton pending={mutation.isPending} pendingLabel={t("Sending…")} className="mt-2 w-full">
            {t("Send Reset Link")}
          </SubmitButton>
        </form>
      )}
    </IdentityFrame>
  );
}
