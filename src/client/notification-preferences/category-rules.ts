// The rules of a member's preferences for one category
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): the table's rows are the notification
// types of category scope (src/lib/notification-types.ts, shared with the server), what Unfollow and unchecking
// "Notify me of new content" change, and the flat values the saver keeps.
import { msg } from "../../lib/i18n/msg";
import {
  CATEGORY_NOTIFICATION_TYPES,
  type CategoryPreferenceKey,
  categoryPreferenceKey,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from "../../lib/notification-types";
import type { CategoryPreferences } from "../../types/generated/api/category-preferences";
import type { CategoryPreferencesPatch } from "../../types/generated/api/category-preferences-patch";
import type { FlatValues } from "./throttled-saver";

export type { CategoryPreferences };
export type Channel = NotificationChannel;

export const FOLLOWED_KEY = "preferences.followed";
export const DIGEST_KEY = "preferences.email.digest";

/** The table's rows, by the suffix of their keys (`preferences.popup.posts`); labels are message keys. */
export const CATEGORY_TYPE_ROWS = CATEGORY_NOTIFICATION_TYPES.map((type) => ({
  id: type.categorySuffix,
  label: type.label,
}));

export const CHANNEL_LABELS: Record<Channel, string> = { popup: msg("Popup"), email: msg("Email") };

const TYPE_KEYS: CategoryPreferenceKey[] = CATEGORY_NOTIFICATION_TYPES.flatMap((type) =>
  NOTIFICATION_CHANNELS.map((channel) => categoryPreferenceKey(channel, type.categorySuffix)),
);

const ALL_KEYS: readonly CategoryPreferenceKey[] = [FOLLOWED_KEY, DIGEST_KEY, ...TYPE_KEYS];

/** Nothing followed, nothing on: a category's state before the member opens its panel. */
export const UNFOLLOWED: CategoryPreferences = {
  "preferences.followed": false,
  "preferences.email.digest": false,
  "preferences.popup.comments": false,
  "preferences.email.comments": false,
  "preferences.popup.posts": false,
  "preferences.email.posts": false,
};

const isPreferenceKey = (key: string): key is CategoryPreferenceKey =>
  (ALL_KEYS as readonly string[]).includes(key);

/** Flat saver values as the API's patch (only its boolean keys). */
export function toCategoryPatch(values: FlatValues): CategoryPreferencesPatch {
  const patch: CategoryPreferencesPatch = {};
  for (const [key, value] of Object.entries(values))
    if (isPreferenceKey(key) && typeof value === "boolean") patch[key] = value;
  return patch;
}

/** The API's preferences as flat saver values. */
export function toFlatValues(preferences: Partial<CategoryPreferences>): FlatValues {
  return Object.fromEntries(Object.entries(preferences).filter(([, value]) => typeof value === "boolean"));
}

/** Saver values as complete preferences (a missing key is off). */
export function toCategoryPreferences(values: FlatValues): CategoryPreferences {
  return { ...UNFOLLOWED, ...toCategoryPatch(values) };
}

/** Unfollow: every preference off, the digest too when the site sends digests. */
export function unfollowChanges(digestsEnabled: boolean): FlatValues {
  const changes: FlatValues = { [FOLLOWED_KEY]: false };
  for (const key of TYPE_KEYS) changes[key] = false;
  if (digestsEnabled) changes[DIGEST_KEY] = false;
  return changes;
}

/** Unchecking "Notify me of new content": the type preferences back to their defaults, all off. */
export function typeResetChanges(): FlatValues {
  return Object.fromEntries(TYPE_KEYS.map((key) => [key, false]));
}

export function isChecked(preferences: CategoryPreferences, channel: Channel, type: string): boolean {
  const key = `preferences.${channel}.${type}`;
  return isPreferenceKey(key) && preferences[key];
}

/** Whether any type's box is checked among the columns shown. */
export function anyTypeOn(preferences: CategoryPreferences, emailsEnabled: boolean): boolean {
  return CATEGORY_TYPE_ROWS.some(
    (type) =>
      isChecked(preferences, "popup", type.id) || (emailsEnabled && isChecked(preferences, "email", type.id)),
  );
}
