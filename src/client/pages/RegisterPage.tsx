// /entry/register: name, email, password and its confirmation (checked here only) → POST /users, which signs the
// new member in; then the session is reloaded from /users/me and the app goes to the same-site `target`. The form
// also sends what the server's bot checks read (docs/reference/errors.md#registration): the token of when it was
// shown (GET /users/registration-form), the honeypot, and the captcha's token while one is configured. A group
// invitation's link (?invitation=TOKEN) prefills the invited address, sends the token and lands on the group's page
// (src/client/groups/register-invitation.tsx).
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { entryPageUrl, REGISTER_PATH, SIGN_IN_PATH, safeReturnTarget } from "../../lib/entry-target";
import { FormAlert } from "../../ui/FormAlert";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { SubmitButton } from "../../ui/SubmitButton";
import { TextField } from "../../ui/TextField";
import { useRegistrationForm } from "../api/registration-form";
import { fetchCurrentUser, useRegisterUserMutation } from "../api/users";
import { CaptchaWidget } from "../captcha/CaptchaWidget";
import { HONEYPOT_FIELD, Honeypot } from "../captcha/Honeypot";
import type { CaptchaLoader } from "../captcha/load-captcha";
import { RegisterInvitationNotice, useRegisterInvitation } from "../groups/register-invitation";
import { ENTRY_LINK_CLASSES, EntryPage } from "./EntryPage";
import { formValue, useFormFailure } from "./entry-form";
import { checkRegistration, PASSWORD_MIN, REGISTER_FIELDS } from "./entry-validation";
import { useEnterSession } from "./use-enter-session";

export interface RegisterPageProps {
  /** Stories and tests render the captcha without the provider's script. */
  captchaLoader?: CaptchaLoader;
}

export function RegisterPage({ captchaLoader }: RegisterPageProps = {}) {
  const [params] = useSearchParams();
  const invitation = useRegisterInvitation(params.get("invitation"));
  const target = invitation.target(safeReturnTarget(params.get("target")));
  const enterSession = useEnterSession();
  const t = useT();
  const form = useFormFailure(REGISTER_FIELDS);
  const registration = useRegistrationForm();
  const captcha = registration.data?.captcha ?? null;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // Each refused submit spent the captcha's token: a new challenge (CaptchaWidget resetCount).
  const [captchaResets, setCaptchaResets] = useState(0);
  const mutation = useRegisterUserMutation({
    onSuccess: async () => {
      // The new member is signed in by the response's cookie; the session needs the current-user shape.
      const user = await fetchCurrentUser().catch(() => null);
      if (user) await enterSession(user, target);
      else window.location.assign(target);
    },
    onError: (error) => {
      form.failWith(error);
      if (captcha) setCaptchaResets((count) => count + 1);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = {
      name: formValue(data, "name").trim(),
      email: formValue(data, "email").trim(),
      password: formValue(data, "password"),
      passwordConfirm: formValue(data, "passwordConfirm"),
      ...(captcha ? { captchaToken } : {}),
    };
    if (form.failFields(checkRegistration(values, t))) return;
    form.clear();
    const formToken = registration.data?.formToken;
    const honeypot = formValue(data, HONEYPOT_FIELD);
    mutation.mutate({
      name: values.name,
      email: values.email,
      password: values.password,
      ...(honeypot ? { honeypot } : {}),
      ...(formToken ? { formToken } : {}),
      ...(captcha && captchaToken ? { captchaToken } : {}),
      ...invitation.body,
    });
  };

  const { fields, message, description } = form.failure;
  return (
    <EntryPage
      path={REGISTER_PATH}
      intro={t("Create an account to start discussions, comment and follow topics.")}
      footer={
        <RichMessage
          id="Already have an account? <link>Sign in</link>"
          values={{
            link: (chunks) => (
              <Link to={entryPageUrl(SIGN_IN_PATH, target)} className={ENTRY_LINK_CLASSES}>
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="relative mt-6 flex flex-col gap-4">
        <RegisterInvitationNotice invitation={invitation} />
        <FormAlert message={message} description={description} />
        <Honeypot />
        <TextField
          label={t("Username")}
          name="name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          errors={fields.name}
          onInput={() => form.clearField("name")}
        />
        <TextField
          // Remounted with the invited address once the invitation is read.
          key={invitation.invitation?.email ?? "email"}
          defaultValue={invitation.invitation?.email}
          label={t("Email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          errors={fields.email}
          onInput={() => form.clearField("email")}
        />
        <TextField
          label={t("Password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t("At least {min} characters.", { min: PASSWORD_MIN })}
          errors={fields.password}
          onInput={() => form.clearField("password")}
        />
        <TextField
          label={t("Confirm Password")}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          required
          errors={fields.passwordConfirm}
          onInput={() => form.clearField("passwordConfirm")}
        />
        {captcha ? (
          <CaptchaWidget
            provider={captcha.provider}
            siteKey={captcha.siteKey}
            resetCount={captchaResets}
            errors={fields.captcha}
            onToken={(token) => {
              setCaptchaToken(token);
              if (token) form.clearField("captcha");
            }}
            {...(captchaLoader ? { loader: captchaLoader } : {})}
          />
        ) : null}
        <SubmitButton pending={mutation.isPending} pendingLabel={t("Registering…")} className="mt-2 w-full">
          {t("Register")}
        </SubmitButton>
      </form>
    </EntryPage>
  );
}
