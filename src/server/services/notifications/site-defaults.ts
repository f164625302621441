// The site's notification defaults (docs/reference/notifications.md#member-preferences): what a member who never
// chose gets, per type and channel, and the digest. An administrator sets them with PATCH /config
// (`notifications.defaults.{Type}.{popup|email}`, `notifications.defaults.DigestEnabled.email`); the registry's
// defaults (src/lib/notification-types.ts) fill what is not stored.
import {
  type ChannelFlags,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationTypeKey,
} from "../../../lib/notification-types";
import type { Db } from "../../db/client";
import { EMAIL_CONFIG_KEYS, NOTIFICATION_DEFAULTS_PREFIX, readConfig } from "../config";

export interface SiteNotificationDefaults {
  types: Record<NotificationTypeKey, ChannelFlags>;
  digest: boolean;
}

const DIGEST_KEY = `${NOTIFICATION_DEFAULTS_PREFIX}DigestEnabled.email`;
const keyOf = (type: NotificationTypeKey, channel: string) =>
  `${NOTIFICATION_DEFAULTS_PREFIX}${type}.${channel}`;

export async function siteNotificationDefaults(db: Db): Promise<SiteNotificationDefaults> {
  const keys = [
    ...NOTIFICATION_TYPES.flatMap((type) => NOTIFICATION_CHANNELS.map((channel) => keyOf(type.key, channel))),
    DIGEST_KEY,
  ];
  const values = await readConfig(db, keys);
  const types = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [
      type.key,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, values[keyOf(type.key, channel)] === true]),
      ),
    ]),
  ) as Record<NotificationTypeKey, ChannelFlags>;
  return { types, digest: values[DIGEST_KEY] === true };
}

/** The site's email switches as the pages carry them: the digest counts only while emails are on. */
export async function siteEmailSwitches(db: Db): Promise<{ enabled: boolean; digest: boolean }> {
  const values = await readConfig(db, [EMAIL_CONFIG_KEYS.enabled, EMAIL_CONFIG_KEYS.digest]);
  const enabled = values[EMAIL_CONFIG_KEYS.enabled] === true;
  return { enabled, digest: enabled && values[EMAIL_CONFIG_KEYS.digest] === true };
}
