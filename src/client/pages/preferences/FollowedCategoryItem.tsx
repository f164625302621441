// One followed category on /profile/followed-content: its name (a link), its preferences (the follow panel's form)
// and Unfollow; once unfollowed, Follow again brings the server's defaults back
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
import { useId } from "react";
import { AppLink } from "../../../ui/AppLink";
import { buttonClasses } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import type { FollowedCategory } from "../../api/notification-preferences";
import { CategoryPreferencesForm } from "../../notification-preferences/CategoryPreferencesForm";
import {
  FOLLOWED_KEY,
  toCategoryPreferences,
  toFlatValues,
  unfollowChanges,
} from "../../notification-preferences/category-rules";
import type { EmailSettings } from "../../notification-preferences/email-settings";
import { useCategorySaver } from "../../notification-preferences/use-category-saver";

export interface FollowedCategoryItemProps {
  category: FollowedCategory;
  userID: number;
  emails: EmailSettings;
}

export function FollowedCategoryItem({ category, userID, emails }: FollowedCategoryItemProps) {
  const headingID = useId();
  const t = useT();
  const saver = useCategorySaver(category.categoryID, userID, toFlatValues(category.preferences));
  const values = toCategoryPreferences(saver.values);
  const digestsEnabled = emails.enabled && emails.digest;
  const followed = values[FOLLOWED_KEY];
  return (
    <li aria-labelledby={headingID} className="flex flex-col gap-3 py-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingID} className="text-lg font-semibold">
          <AppLink to={category.url} className="text-fg-heading hover:text-primary hover:underline">
            {category.name}
          </AppLink>
        </h2>
        <button
          type="button"
          onClick={() => saver.change(followed ? unfollowChanges(digestsEnabled) : { [FOLLOWED_KEY]: true })}
          className={buttonClasses(followed ? "standard" : "primary", "sm")}
        >
          {followed ? t("Unfollow Category") : t("Follow")}
        </button>
      </div>
      {saver.error ? (
        <p role="alert" className="text-sm text-danger">
          {saver.error}
        </p>
      ) : null}
      {followed ? (
        <CategoryPreferencesForm
          categoryName={category.name}
          values={values}
          emailsEnabled={emails.enabled}
          digestShown={digestsEnabled && category.canDigest}
          onChange={saver.change}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t("You no longer follow this category.")}</p>
      )}
    </li>
  );
}
