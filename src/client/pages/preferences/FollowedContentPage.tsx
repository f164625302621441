// /profile/followed-content: the categories the signed-in member follows, each with its preferences
// (GET /notification-preferences/{userID}/categories; docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences),
// and a link to the member's own notification preferences. Guests are asked to sign in (MemberFrame).
import { useSession } from "../../../layout/session";
import { ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useFollowedCategories } from "../../api/notification-preferences";
import { useEmailSettings } from "../../notification-preferences/email-settings";
import { FOLLOWED_CONTENT_PATH, NOTIFICATION_PREFERENCES_PATH } from "../../notification-preferences/paths";
import { MemberFrame } from "../member/MemberFrame";
import { FollowedCategoryItem } from "./FollowedCategoryItem";

export function FollowedContentPage() {
  const t = useT();
  return (
    <MemberFrame
      path={FOLLOWED_CONTENT_PATH}
      actions={
        <ButtonLink to={NOTIFICATION_PREFERENCES_PATH} size="sm">
          {t("Notification Preferences")}
        </ButtonLink>
      }
    >
      <FollowedCategories />
    </MemberFrame>
  );
}

function FollowedCategories() {
  const { user } = useSession();
  const t = useT();
  const emails = useEmailSettings();
  const followed = useFollowedCategories(user.userID);
  if (followed.isPending) return <Loader label={t("Loading followed categories")} className="mt-6" />;
  if (followed.isError) return <FormAlert className="mt-4" message={followed.error.message} />;
  if (followed.data.length === 0)
    return <p className="mt-6 text-fg-muted">{t("You don’t follow any category yet.")}</p>;
  return (
    <ul aria-label={t("Followed categories")} className="mt-4 divide-y divide-border">
      {followed.data.map((category) => (
        <FollowedCategoryItem
          key={category.categoryID}
          category={category}
          userID={user.userID}
          emails={emails}
        />
      ))}
    </ul>
  );
}
