// One category's notification preferences: the popup and email table (the Email column only while the site sends
// emails), and, when the site sends digests and the category may be in one, "Notify me of new content" (unchecking
// it turns the types off) and "Include in digest" (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
// Shared by the follow panel and the followed-content page.
import { useState } from "react";
import { NO_NOTIFICATION_METHOD_MESSAGE } from "../../lib/notification-types";
import { Checkbox } from "../../ui/Checkbox";
import { useT } from "../../ui/i18n/i18n-context";
import {
  anyTypeOn,
  CATEGORY_TYPE_ROWS,
  type CategoryPreferences,
  CHANNEL_LABELS,
  type Channel,
  DIGEST_KEY,
  isChecked,
  typeResetChanges,
} from "./category-rules";
import { PreferencesTable } from "./PreferencesTable";
import type { FlatValues } from "./throttled-saver";

export interface CategoryPreferencesFormProps {
  /** Whose preferences, for the table's caption. */
  categoryName: string;
  values: CategoryPreferences;
  emailsEnabled: boolean;
  /** The digest options: the site sends digests and the category may be in one. */
  digestShown: boolean;
  disabled?: boolean;
  onChange(changes: FlatValues): void;
}

const isChannel = (column: string): column is Channel => column === "popup" || column === "email";

export function CategoryPreferencesForm({
  categoryName,
  values,
  emailsEnabled,
  digestShown,
  disabled = false,
  onChange,
}: CategoryPreferencesFormProps) {
  const t = useT();
  const typesOn = anyTypeOn(values, emailsEnabled);
  // Checked with nothing on yet: the member is about to choose a type (the table shows, with the message below).
  const [notifyChosen, setNotifyChosen] = useState(typesOn);
  const notify = !digestShown || notifyChosen || typesOn;
  const channels: Channel[] = emailsEnabled ? ["popup", "email"] : ["popup"];

  const table = (
    <PreferencesTable
      caption={t("Notifications for {category}", { category: categoryName })}
      rows={CATEGORY_TYPE_ROWS.map((row) => ({ ...row, label: t(row.label) }))}
      columns={channels.map((channel) => ({ id: channel, label: t(CHANNEL_LABELS[channel]) }))}
      checked={(type, channel) => (isChannel(channel) ? isChecked(values, channel, type) : undefined)}
      onToggle={(type, channel, checked) => {
        if (isChannel(channel)) onChange({ [`preferences.${channel}.${type}`]: checked });
      }}
      disabled={disabled}
    />
  );
  if (!digestShown) return table;

  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label={t("Notify me of new content")}
        checked={notify}
        disabled={disabled}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setNotifyChosen(checked);
          if (!checked) onChange(typeResetChanges());
        }}
      />
      {notify ? table : null}
      <Checkbox
        label={t("Include in digest")}
        checked={values[DIGEST_KEY]}
        disabled={disabled}
        onChange={(event) => onChange({ [DIGEST_KEY]: event.currentTarget.checked })}
      />
      {notify && !typesOn ? (
        <p role="alert" className="text-sm text-danger">
          {t(NO_NOTIFICATION_METHOD_MESSAGE)}
        </p>
      ) : null}
    </div>
  );
}
