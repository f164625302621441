// The config keys of the notification settings page (docs/reference/notifications.md#configuration): the site's
// email switches, the days between digests, and the defaults of members who never chose, per type and channel.
// The saver holds them as flat values under these same keys.

import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationTypeKey,
} from "../../../../lib/notification-types";
import type { ConfigPatch } from "../../../../types/generated/api/config-patch";
import type { ConfigValues } from "../../../api/config";
import type { FlatValues } from "../../../notification-preferences/throttled-saver";

export const EMAILS_ENABLED_KEY = "emails.enabled";
export const EMAILS_DIGEST_KEY = "emails.digest";
export const DIGEST_INTERVAL_KEY = "emails.digestIntervalDays";
export const DIGEST_DEFAULT_KEY = "notifications.defaults.DigestEnabled.email";

export function defaultKey(type: NotificationTypeKey, channel: NotificationChannel): string {
  return `notifications.defaults.${type}.${channel}`;
}

/** Every key the page reads. */
export const SETTINGS_KEYS: readonly string[] = [
  EMAILS_ENABLED_KEY,
  EMAILS_DIGEST_KEY,
  DIGEST_INTERVAL_KEY,
  ...NOTIFICATION_TYPES.flatMap((type) =>
    NOTIFICATION_CHANNELS.map((channel) => defaultKey(type.key, channel)),
  ),
  DIGEST_DEFAULT_KEY,
];

/** The page's keys among config values, as the saver holds them (booleans and the number of days). */
export function settingsValues(values: ConfigValues): FlatValues {
  const flat: FlatValues = {};
  for (const key of SETTINGS_KEYS) {
    const value = values[key];
    if (typeof value === "boolean" || typeof value === "number") flat[key] = value;
  }
  return flat;
}

/** What the page shows of email: the Email column while emails are on, the digest while digests are on too. */
export function emailsShown(values: FlatValues): { email: boolean; digest: boolean } {
  const email = values[EMAILS_ENABLED_KEY] === true;
  return { email, digest: email && values[EMAILS_DIGEST_KEY] === true };
}

export function toConfigPatch(changes: FlatValues): ConfigPatch {
  // The keys are the page's own (SETTINGS_KEYS, all in config-patch); the server validates the values.
  return changes as ConfigPatch;
}
