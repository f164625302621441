// /entry/signin: name or email, password and "Keep me signed in" → POST /authenticate/password, then back to the
// `target` the title bar passed (a same-site path only).
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { entryPageUrl, REGISTER_PATH, SIGN_IN_PATH, safeReturnTarget } from "../../lib/entry-target";
import { Checkbox } from "../../ui/Checkbox";
import { FormAlert } from "../../ui/FormAlert";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { SubmitButton } from "../../ui/SubmitButton";
import { TextField } from "../../ui/TextField";
import { useAuthenticatePasswordMutation } from "../api/authenticate";
import { ENTRY_LINK_CLASSES, EntryPage } from "./EntryPage";
import { formValue, useFormFailure } from "./entry-form";
import { checkSignIn, SIGN_IN_FIELDS } from "./entry-validation";
import { useEnterSession } from "./use-enter-session";

export function SignInPage() {
  const [params] = useSearchParams();
  const target = safeReturnTarget(params.get("target"));
  const enterSession = useEnterSession();
  const t = useT();
  const form = useFormFailure(SIGN_IN_FIELDS);
  const mutation = useAuthenticatePasswordMutation({
    onSuccess: (user) => enterSession(user, target),
    onError: form.failWith,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = { username: formValue(data, "username").trim(), password: formValue(data, "password") };
    if (form.failFields(checkSignIn(values, t))) return;
    form.clear();
    mutation.mutate({ ...values, persist: data.get("persist") === "on" });
  };

  const { fields, message, description } = form.failure;
  return (
    <EntryPage
      path={SIGN_IN_PATH}
      intro={t("Welcome back. Sign in to join the conversation.")}
      footer={
        <RichMessage
          id="Don't have an account? <link>Register</link>"
          values={{
            link: (chunks) => (
              <Link to={entryPageUrl(REGISTER_PATH, target)} className={ENTRY_LINK_CLASSES}>
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <FormAlert message={message} description={description} />
        <TextField
          label={t("Username or Email")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          errors={fields.username}
          onInput={() => form.clearField("username")}
        />
        <TextField
          label={t("Password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          errors={fields.password}
          onInput={() => form.clearField("password")}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox label={t("Keep me signed in")} name="persist" />
          <Link to="/entry/passwordrequest" className={`text-sm ${ENTRY_LINK_CLASSES}`}>
            {t("Forgot your password?")}
          </Link>
        </div>
        <SubmitButton pending={mutation.isPending} pendingLabel={t("Signing In…")} className="mt-2 w-full">
          {t("Sign In")}
        </SubmitButton>
      </form>
    </EntryPage>
  );
}
