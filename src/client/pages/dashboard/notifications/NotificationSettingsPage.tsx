// /dashboard/settings/notifications (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): the
// site's email switches and days between digests, the defaults of members who never chose, and which categories may
// be in digests. Every change saves at once (use-settings-saver.ts). The view takes its values and errors as props so
// stories can show any state.
import { useId } from "react";
import { useT } from "../../../../ui/i18n/i18n-context";
import type { CategorySettings } from "../../../api/category-settings";
import type { ConfigValues } from "../../../api/config";
import type { FlatValues } from "../../../notification-preferences/throttled-saver";
import { DefaultsTable } from "./DefaultsTable";
import { DigestCategoriesTable } from "./DigestCategoriesTable";
import { DigestIntervalField } from "./DigestIntervalField";
import { SettingSwitch } from "./SettingSwitch";
import {
  DIGEST_INTERVAL_KEY,
  EMAILS_DIGEST_KEY,
  EMAILS_ENABLED_KEY,
  emailsShown,
  settingsValues,
} from "./settings-keys";
import { useSettingsSaver } from "./use-settings-saver";

export interface NotificationSettingsPageProps {
  config: ConfigValues;
  categories: readonly CategorySettings[];
}

export function NotificationSettingsPage({ config, categories }: NotificationSettingsPageProps) {
  const saver = useSettingsSaver(settingsValues(config));
  return (
    <NotificationSettingsView
      values={saver.values}
      errorsOf={saver.errorsOf}
      onChange={saver.change}
      categories={categories}
    />
  );
}

export interface NotificationSettingsViewProps {
  values: FlatValues;
  errorsOf(key: string): string[] | undefined;
  onChange(changes: FlatValues): void;
  categories: readonly CategorySettings[];
}

export function NotificationSettingsView({
  values,
  errorsOf,
  onChange,
  categories,
}: NotificationSettingsViewProps) {
  const id = useId();
  const t = useT();
  const shown = emailsShown(values);
  const interval = values[DIGEST_INTERVAL_KEY];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Notification Settings")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "How members hear of activity until they choose for themselves, and what may be in their digests.",
          )}
        </p>
      </div>
      <section aria-labelledby={`${id}-defaults`} className="flex flex-col gap-4">
        <h2 id={`${id}-defaults`} className="text-lg font-semibold text-fg-heading">
          {t("Defaults for members who never chose")}
        </h2>
        <SettingSwitch
          label={t("Members may choose email notifications")}
          description={t("Off, nobody is emailed and notification preferences have no Email column.")}
          checked={values[EMAILS_ENABLED_KEY] === true}
          errors={errorsOf(EMAILS_ENABLED_KEY)}
          onChange={(checked) => onChange({ [EMAILS_ENABLED_KEY]: checked })}
        />
        {shown.email ? (
          <SettingSwitch
            label={t("Members may subscribe to the digest")}
            description={t("A summary of new discussions in the categories a member follows.")}
            checked={values[EMAILS_DIGEST_KEY] === true}
            errors={errorsOf(EMAILS_DIGEST_KEY)}
            onChange={(checked) => onChange({ [EMAILS_DIGEST_KEY]: checked })}
          />
        ) : null}
        {shown.digest ? (
          <DigestIntervalField
            value={typeof interval === "number" ? interval : undefined}
            errors={errorsOf(DIGEST_INTERVAL_KEY)}
            onCommit={(days) => onChange({ [DIGEST_INTERVAL_KEY]: days })}
          />
        ) : null}
        <p className="text-sm text-fg-muted">
          {t("What members get until they change their notification preferences:")}
        </p>
        <DefaultsTable values={values} shown={shown} errorsOf={errorsOf} onChange={onChange} />
      </section>
      <section aria-labelledby={`${id}-categories`} className="flex flex-col gap-4">
        <h2 id={`${id}-categories`} className="text-lg font-semibold text-fg-heading">
          {t("Categories in digests")}
        </h2>
        <p className="text-sm text-fg-muted">
          {t("New discussions of an allowed category may be in the digests of the members who follow it.")}
          {shown.digest
            ? null
            : ` ${t("Digests are off: this applies once members may subscribe to the digest.")}`}
        </p>
        <DigestCategoriesTable categories={categories} />
      </section>
    </div>
  );
}
