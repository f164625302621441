// The email-not-confirmed notice (docs/reference/ui-behaviour.md#email-confirmation-notice): above every page's
// content for a signed-in user (not a guest) whose emailConfirmed is false, with the way to a new confirmation link.
// Quorum always mails a confirmation at registration, so it counts as a site that requires confirmed emails.
import { useSession } from "../../../layout/session";
import { AppLink } from "../../../ui/AppLink";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { EMAIL_CONFIRM_REQUEST_PATH } from "./identity-paths";

export function EmailConfirmNotice() {
  const { user, isGuest } = useSession();
  const t = useT();
  if (isGuest || user.emailConfirmed) return null;
  return (
    <section
      aria-label={t("Email confirmation")}
      className="border-b border-warning/40 bg-warning-soft px-4 py-2 text-center text-sm text-fg"
    >
      <RichMessage
        id="You need to confirm your email address. Check your inbox for the confirmation link, or <link>send a new one</link>."
        values={{
          link: (chunks) => (
            <AppLink
              to={EMAIL_CONFIRM_REQUEST_PATH}
              className="font-semibold text-primary underline underline-offset-2"
            >
              {chunks}
            </AppLink>
          ),
        }}
      />
    </section>
  );
}
