// /entry/emailconfirm/:token: the link mailed at registration. Confirming takes a press of the button rather
// than happening on load, so a mail scanner that fetches links does not spend the token for the user.
import { Link, useParams } from "react-router";
import { Button, ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { useConfirmEmailMutation } from "../../api/users";
import { ENTRY_LINK_CLASSES } from "../EntryPage";
import { failureFromError } from "../entry-form";
import { IdentityFrame, IdentityNoticeText } from "./IdentityFrame";
import { EMAIL_CONFIRM_PATTERN, EMAIL_CONFIRM_REQUEST_PATH } from "./identity-paths";

export function EmailConfirmPage() {
  const { token = "" } = useParams();
  const t = useT();
  const mutation = useConfirmEmailMutation();
  const failure = mutation.error ? failureFromError(mutation.error, ["token"] as const, t) : null;
  return (
    <IdentityFrame
      path={EMAIL_CONFIRM_PATTERN}
      footer={
        <RichMessage
          id="Link expired? <link>Send a new one</link>"
          values={{
            link: (chunks) => (
              <Link to={EMAIL_CONFIRM_REQUEST_PATH} className={ENTRY_LINK_CLASSES}>
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
          <ButtonLink to="/" variant="primary" className="mt-6">
            {t("Back to Home")}
          </ButtonLink>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-fg">{t("Confirm that this email address is yours.")}</p>
          <FormAlert
            message={failure ? (failure.fields.token?.join(" ") ?? failure.message) : null}
            description={failure?.description}
          />
          <Button
            variant="primary"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            onClick={() => mutation.mutate({ token })}
          >
            {mutation.isPending ? t("Confirming…") : t("Confirm Email")}
          </Button>
        </div>
      )}
    </IdentityFrame>
  );
}
