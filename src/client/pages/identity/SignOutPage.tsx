// /entry/signout: a link anywhere (even on another site) may point here, so the page never signs out on load:
// it asks, and the button sends DELETE /authenticate with X-Requested-With (the API's CSRF guard). Then the
// browser loads the target (a same-site path, "/" otherwise) afresh, so nothing cached for the member remains.
import { useSearchParams } from "react-router";
import { useSession } from "../../../layout/session";
import { safeReturnTarget } from "../../../lib/entry-target";
import { Button, ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { useSignOutMutation } from "../../api/authenticate";
import { failureFromError } from "../entry-form";
import { IdentityFrame } from "./IdentityFrame";
import { SIGN_OUT_PATH } from "./identity-paths";

export interface SignOutPageProps {
  /** Where the browser goes afterwards; tests replace the full page load. */
  leave?: (target: string) => void;
}

export function SignOutPage({ leave = (target) => window.location.assign(target) }: SignOutPageProps) {
  const [params] = useSearchParams();
  const target = safeReturnTarget(params.get("target"));
  const { user, isGuest } = useSession();
  const t = useT();
  const mutation = useSignOutMutation();
  // Still pending after success: the button stays busy while the browser leaves.
  const pending = mutation.isPending || mutation.isSuccess;
  const failure = mutation.error ? failureFromError(mutation.error, [] as const, t) : null;

  const signOut = () => mutation.mutate(undefined, { onSuccess: () => leave(target) });

  return (
    <IdentityFrame path={SIGN_OUT_PATH}>
      {isGuest ? (
        <>
          <p className="mt-4 text-fg">{t("You are signed out.")}</p>
          <ButtonLink to={target} variant="primary" className="mt-6">
            {t("Continue")}
          </ButtonLink>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-fg">
            <RichMessage
              id="You are signed in as <strong>{name}</strong>. Do you want to sign out?"
              values={{
                name: user.name,
                strong: (chunks) => <strong className="font-semibold text-fg-heading">{chunks}</strong>,
              }}
            />
          </p>
          <FormAlert message={failure?.message ?? null} description={failure?.description} />
          <div className="flex gap-2">
            <Button variant="primary" disabled={pending} aria-busy={pending || undefined} onClick={signOut}>
              {pending ? t("Signing Out…") : t("Sign Out")}
            </Button>
            <ButtonLink to={target} variant="standard">
              {t("Cancel")}
            </ButtonLink>
          </div>
        </div>
      )}
    </IdentityFrame>
  );
}
