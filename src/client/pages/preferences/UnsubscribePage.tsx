// /unsubscribe/:token: an email's unsubscribe link (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
// No sign-in: the token names the member and the emails. The page says which emails the link stops
// (GET /unsubscribe/{token}); stopping them takes a press of Unsubscribe (POST), so a mail scanner fetching the link
// changes nothing. A refusal (an expired or altered token) shows the server's message.
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useUnsubscribe, useUnsubscribeMutation } from "../../api/unsubscribe";
import { UNSUBSCRIBE_PATTERN } from "../../notification-preferences/paths";
import { IdentityFrame, IdentityNoticeText } from "../identity/IdentityFrame";

export function UnsubscribePage() {
  const { token = "" } = useParams();
  return (
    <IdentityFrame path={UNSUBSCRIBE_PATTERN}>
      <UnsubscribeBody token={token} />
    </IdentityFrame>
  );
}

function UnsubscribeBody({ token }: { token: string }) {
  const t = useT();
  const described = useUnsubscribe(token);
  const mutation = useUnsubscribeMutation(token);
  if (described.isPending) return <Loader label={t("Loading")} className="mt-6" />;
  if (described.isError) return <FormAlert className="mt-4" message={described.error.message} />;
  const { name, what, done } = described.data;
  if (done)
    return (
      <>
        <IdentityNoticeText>{t("You will no longer receive {what}.", { what })}</IdentityNoticeText>
        <ButtonLink to="/" variant="primary" className="mt-6">
          {t("Back to Home")}
        </ButtonLink>
      </>
    );
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-fg">{t("{name}, stop receiving {what}?", { name, what })}</p>
      <FormAlert message={mutation.error?.message ?? null} />
      <Button
        variant="primary"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? t("Unsubscribing…") : t("Unsubscribe")}
      </Button>
    </div>
  );
}
