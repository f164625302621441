// /profile/edit/sessions: where the signed-in user sees the devices signed in to their account (browser, address,
// last activity) and signs any of them out, or all but this one. Revoking this device's own session signs out.
import { useSession } from "../../../layout/session";
import type { UserSession } from "../../../types/generated/api/user-session";
import { Badge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { RelativeTime } from "../../../ui/RelativeTime";
import { useRevokeSessionMutation, useSessionsQuery } from "../../api/users";
import { ErrorScreen } from "../ErrorScreen";
import { failureFromError } from "../entry-form";
import { deviceLabel } from "./device-label";
import { IdentityFrame } from "./IdentityFrame";
import { SESSIONS_PATH } from "./identity-paths";

export interface SessionsPageProps {
  /** After this device's own session is revoked; tests replace the full page load. */
  onSignedOut?: () => void;
}

export function SessionsPage({ onSignedOut = () => window.location.assign("/") }: SessionsPageProps) {
  const { isGuest } = useSession();
  const t = useT();
  const sessions = useSessionsQuery(!isGuest);
  const revoke = useRevokeSessionMutation();
  const failure = revoke.error ? failureFromError(revoke.error, [] as const, t) : null;

  const revokeOne = (session: UserSession) =>
    revoke.mutate({ sessionID: session.sessionID }, { onSuccess: () => session.current && onSignedOut() });

  // A member's own page: a guest gets the 403 screen with Sign In (the server answered 403 too).
  if (isGuest) return <ErrorScreen status={403} />;
  let body: React.ReactNode;
  if (sessions.isPending) {
    body = <Loader label={t("Loading sessions")} className="mt-6" />;
  } else if (sessions.isError) {
    body = <FormAlert className="mt-4" message={failureFromError(sessions.error, [] as const, t).message} />;
  } else {
    const others = sessions.data.filter((session) => !session.current).length;
    body = (
      <>
        <FormAlert className="mt-4" message={failure?.message ?? null} description={failure?.description} />
        <ul className="mt-4 divide-y divide-border" aria-label={t("Sessions")}>
          {sessions.data.map((session) => {
            const device = deviceLabel(session.userAgent, t);
            return (
              <li key={session.sessionID} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-fg-heading" title={session.userAgent || undefined}>
                    {device} {session.current ? <Badge tone="primary">{t("This device")}</Badge> : null}
                  </p>
                  <p className="text-sm text-fg-muted">
                    <RichMessage
                      id="{address} · last active <active></active> · signed in <signedIn></signedIn>"
                      values={{
                        address: session.ipAddress || t("Unknown address"),
                        active: () => <RelativeTime date={session.dateLastActive} />,
                        signedIn: () => <RelativeTime date={session.dateInserted} />,
                      }}
                    />
                  </p>
                </div>
                <Button
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={
                    session.current
                      ? t("Sign out {device} (this device)", { device })
                      : t("Sign out {device}", { device })
                  }
                  onClick={() => revokeOne(session)}
                >
                  {session.current ? t("Sign Out") : t("Revoke")}
                </Button>
              </li>
            );
          })}
        </ul>
        {others > 0 ? (
          <Button
            variant="primary"
            className="mt-4"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate("others")}
          >
            {t("Sign Out All Other Sessions")}
          </Button>
        ) : (
          <p className="mt-4 text-sm text-fg-muted">
            {t("This is the only device signed in to your account.")}
          </p>
        )}
      </>
    );
  }
  return (
    <IdentityFrame path={SESSIONS_PATH} wide intro={t("The devices signed in to your account.")}>
      {body}
    </IdentityFrame>
  );
}
