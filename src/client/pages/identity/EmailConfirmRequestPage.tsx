// /entry/emailconfirmrequest: a signed-in user whose email is not confirmed asks for a new confirmation link
// (POST /users/me/confirm-email-resend, limited per user: a 429 shows its wait). Guests are asked to sign in.
import { useSession } from "../../../layout/session";
import { entryPageUrl, SIGN_IN_PATH } from "../../../lib/entry-target";
import { Button, ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { useResendEmailConfirmationMutation } from "../../api/users";
import { failureFromError } from "../entry-form";
import { IdentityFrame, IdentityNoticeText } from "./IdentityFrame";
import { EMAIL_CONFIRM_REQUEST_PATH } from "./identity-paths";

export function EmailConfirmRequestPage() {
  const { user, isGuest } = useSession();
  const t = useT();
  const mutation = useResendEmailConfirmationMutation();
  const failure = mutation.error ? failureFromError(mutation.error, [] as const, t) : null;
  let body: React.ReactNode;
  if (isGuest) {
    body = (
      <>
        <p className="mt-4 text-fg">
          {t("Sign in to have a new confirmation link sent to your email address.")}
        </p>
        <ButtonLink
          to={entryPageUrl(SIGN_IN_PATH, EMAIL_CONFIRM_REQUEST_PATH)}
          variant="primary"
          className="mt-6"
        >
          {t("Sign In")}
        </ButtonLink>
      </>
    );
  } else if (user.emailConfirmed) {
    body = (
      <IdentityNoticeText>{t("Your email address is confirmed. Nothing more to do.")}</IdentityNoticeText>
    );
  } else if (mutation.isSuccess) {
    body = <IdentityNoticeText>{mutation.data.message}</IdentityNoticeText>;
  } else {
    body = (
      <div className="mt-4 flex flex-col gap-4">
        <p className="text-fg">
          {t("Didn't get the confirmation mail, or did the link expire? We can send you a new one.")}
        </p>
        <FormAlert message={failure?.message ?? null} description={failure?.description} />
        <Button
          variant="primary"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? t("Sending…") : t("Send a New Link")}
        </Button>
      </div>
    );
  }
  return <IdentityFrame path={EMAIL_CONFIRM_REQUEST_PATH}>{body}</IdentityFrame>;
}
