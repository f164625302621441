// The follow control's panel (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): its title,
// the category, a link to every followed category (not on that page itself), the category's preferences, and View
// Category and Unfollow Category. It shows a loader until the preferences are known (read, or saved by the follow
// that opening it made); in a preview the controls are disabled.

import { AppLink } from "../../ui/AppLink";
import { ButtonLink, buttonClasses } from "../../ui/Button";
import { useFlyoutClose } from "../../ui/Flyout";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { useCurrentLocation } from "../../ui/location";
import { CategoryPreferencesForm } from "./CategoryPreferencesForm";
import type { CategoryPreferences } from "./category-rules";
import { FOLLOWED_CONTENT_PATH } from "./paths";
import type { FlatValues } from "./throttled-saver";

export interface FollowPanelProps {
  categoryName: string;
  /** The category's address; View Category waits for it. */
  categoryUrl?: string;
  /** Null until known. */
  values: CategoryPreferences | null;
  emailsEnabled: boolean;
  digestShown: boolean;
  preview: boolean;
  onChange(changes: FlatValues): void;
  onUnfollow(): void;
}

export function FollowPanel(props: FollowPanelProps) {
  const t = useT();
  const { pathname } = useCurrentLocation();
  const close = useFlyoutClose();
  const onFollowedContentPage = pathname.replace(/\/+$/, "") === FOLLOWED_CONTENT_PATH;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h2 className="text-base font-semibold text-fg-heading">{t("Notification Preferences")}</h2>
        <p className="text-sm text-fg-muted">{props.categoryName}</p>
        {onFollowedContentPage ? null : (
          <AppLink to={FOLLOWED_CONTENT_PATH} className="text-sm font-semibold text-primary hover:underline">
            {t("View all followed categories")}
          </AppLink>
        )}
      </div>
      {props.preview ? (
        <p className="text-xs text-fg-muted">{t("Changes are not saved in a preview.")}</p>
      ) : null}
      {props.values ? (
        <CategoryPreferencesForm
          categoryName={props.categoryName}
          values={props.values}
          emailsEnabled={props.emailsEnabled}
          digestShown={props.digestShown}
          disabled={props.preview}
          onChange={props.onChange}
        />
      ) : (
        <Loader label={t("Loading preferences")} size="small" />
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-3">
        {props.categoryUrl ? (
          <ButtonLink to={props.categoryUrl} size="sm">
            {t("View Category")}
          </ButtonLink>
        ) : null}
        <button
          type="button"
          disabled={props.preview}
          onClick={() => {
            props.onUnfollow();
            close();
          }}
          className={buttonClasses("primary", "sm")}
        >
          {t("Unfollow Category")}
        </button>
      </div>
    </div>
  );
}
