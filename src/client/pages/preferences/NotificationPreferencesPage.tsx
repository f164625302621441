// /profile/preferences/notifications: the signed-in member's own notification preferences, drawn from
// GET /notification-preferences/schema and saved with PATCH /notification-preferences/{userID}
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences). The layout editor's schema form is not
// used: it lives in the editor's lazy code (with @dnd-kit), which loads on the editor route only (ARCHITECTURE.md,
// "The layout editor"), and draws types as collapsible groups rather than a table. Guests are asked to sign in.
import { useMemo } from "react";
import { useSession } from "../../../layout/session";
import { AppLink } from "../../../ui/AppLink";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useNotificationPreferences, usePreferencesSchema } from "../../api/notification-preferences";
import { useEmailSettings } from "../../notification-preferences/email-settings";
import { FOLLOWED_CONTENT_PATH, NOTIFICATION_PREFERENCES_PATH } from "../../notification-preferences/paths";
import { MemberFrame } from "../member/MemberFrame";
import { MemberPreferencesForm } from "./MemberPreferencesForm";
import { readPreferencesSchema } from "./preferences-schema";

export function NotificationPreferencesPage() {
  return (
    <MemberFrame path={NOTIFICATION_PREFERENCES_PATH}>
      <p className="mt-2 text-sm text-fg-muted">
        <RichMessage
          id="How you hear about activity. Categories you follow have their own settings: <link>View all followed categories</link>."
          values={{
            link: (chunks) => (
              <AppLink to={FOLLOWED_CONTENT_PATH} className="font-semibold text-primary hover:underline">
                {chunks}
              </AppLink>
            ),
          }}
        />
      </p>
      <PreferencesBody />
    </MemberFrame>
  );
}

function PreferencesBody() {
  const { user } = useSession();
  const t = useT();
  const emails = useEmailSettings();
  const schema = usePreferencesSchema();
  const preferences = useNotificationPreferences(user.userID);
  const layout = useMemo(
    () => (schema.data ? readPreferencesSchema(schema.data, emails) : null),
    [schema.data, emails],
  );
  const failure = schema.error ?? preferences.error;
  if (failure) return <FormAlert className="mt-4" message={failure.message} />;
  if (!layout || !preferences.data) return <Loader label={t("Loading your preferences")} className="mt-6" />;
  return <MemberPreferencesForm userID={user.userID} layout={layout} preferences={preferences.data} />;
}
