// The dashboard's notification settings for tests and stories: the config values GET /config answers for the page's
// keys (the server's defaults: emails and digests on, weekly, the registry's defaults per type) and the category
// settings of GET /category-settings, a small tree in order.
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from "../../src/lib/notification-types";
import type { CategorySettings } from "../../src/types/generated/api/category-settings";

export type NotificationSettingsValues = Record<string, boolean | number>;

export function makeNotificationSettings(
  overrides: NotificationSettingsValues = {},
): NotificationSettingsValues {
  const defaults = Object.fromEntries(
    NOTIFICATION_TYPES.flatMap((type) =>
      NOTIFICATION_CHANNELS.map((channel) => [
        `notifications.defaults.${type.key}.${channel}`,
        type.defaults[channel],
      ]),
    ),
  );
  return {
    "emails.enabled": true,
    "emails.digest": true,
    "emails.digestIntervalDays": 7,
    ...defaults,
    "notifications.defaults.DigestEnabled.email": true,
    ...overrides,
  };
}

export function makeCategorySettingsList(): CategorySettings[] {
  return [
    { categoryID: 1, name: "General", depth: 1, allowDigest: true },
    { categoryID: 2, name: "Help", depth: 1, allowDigest: true },
    { categoryID: 5, name: "Installation", depth: 2, allowDigest: true },
    { categoryID: 6, name: "Upgrades", depth: 3, allowDigest: false },
    { categoryID: 3, name: "Staff", depth: 1, allowDigest: false },
  ];
}
