// The notification types and their channels (docs/reference/notifications.md#types): one list read by the server
// (preferences, delivery, the preference form's schema) and the client (the follow panel). A new type is added
// here, in schemas/api/notification-preferences*.schema.json and, for a category-scoped one, in
// category-preferences*.schema.json.

import { msg } from "./i18n/msg";

export const NOTIFICATION_CHANNELS = ["popup", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelFlags = Record<NotificationChannel, boolean>;

/** The preference keys of a member's notification preferences, one per type. */
export type NotificationTypeKey =
  | "NewDiscussion"
  | "NewComment"
  | "Mention"
  | "Reply"
  | "Reaction"
  | "Message";

export interface NotificationType {
  key: NotificationTypeKey;
  /** For the types a member sets per followed category: the suffix of `preferences.{channel}.{suffix}`. */
  categorySuffix?: "posts" | "comments";
  /** Message keys (msg): translated where they are shown. */
  label: string;
  description: string;
  /** What a member who never chose gets; for category types also what a new follow starts with. */
  defaults: ChannelFlags;
  /**
   * The channels a member can choose. Private messages have no popup of their own: the messages badge counts them
   * whatever the preferences say.
   */
  channels: readonly NotificationChannel[];
}

export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  {
    key: "NewDiscussion",
    categorySuffix: "posts",
    label: msg("New posts"),
    description: msg("A new discussion in a category I follow."),
    defaults: { popup: true, email: false },
    channels: NOTIFICATION_CHANNELS,
  },
  {
    key: "NewComment",
    categorySuffix: "comments",
    label: msg("New comments"),
    description: msg("A new comment in a category I follow."),
    defaults: { popup: true, email: false },
    channels: NOTIFICATION_CHANNELS,
  },
  {
    key: "Mention",
    label: msg("Mentions"),
    description: msg("Someone mentions me."),
    defaults: { popup: true, email: true },
    channels: NOTIFICATION_CHANNELS,
  },
  {
    key: "Reply",
    label: msg("Comments on my discussions"),
    description: msg("Someone comments on a discussion I started."),
    defaults: { popup: true, email: true },
    channels: NOTIFICATION_CHANNELS,
  },
  {
    key: "Reaction",
    label: msg("Reactions"),
    description: msg("Someone reacts to my post."),
    defaults: { popup: true, email: false },
    channels: NOTIFICATION_CHANNELS,
  },
  {
    key: "Message",
    label: msg("Private messages"),
    description: msg("Someone sends me a private message."),
    defaults: { popup: true, email: true },
    channels: ["email"],
  },
];

/** The types a member sets per followed category (New posts, New comments). */
export const CATEGORY_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter(
  (type): type is NotificationType & { categorySuffix: "posts" | "comments" } =>
    type.categorySuffix !== undefined,
);

export type CategoryPreferenceKey =
  | "preferences.followed"
  | "preferences.email.digest"
  | `preferences.${NotificationChannel}.${"posts" | "comments"}`;

/** `preferences.popup.posts` and the like: one key per category type and channel. */
export function categoryPreferenceKey(
  channel: NotificationChannel,
  suffix: "posts" | "comments",
): CategoryPreferenceKey {
  return `preferences.${channel}.${suffix}`;
}

/** The §5 message: a digest is on but nothing would reach the member. */
export const NO_NOTIFICATION_METHOD_MESSAGE = msg(
  "At least one notification method must be selected to receive notifications.",
);

/** The toast after a saved change. */
export const PREFERENCES_SAVED_MESSAGE = msg("Success! Preferences saved.");

/** Saves of the follow panel and the preferences page: at most one per this many ms (leading edge). */
export const PREFERENCE_SAVE_THROTTLE_MS = 1_250;

/** The languages of notification emails (src/lib/i18n/messages/<locale>/mail.json), each named in itself. */
export const NOTIFICATION_LANGUAGES = [
  // i18n-exempt: a language's own name
  { value: "en", label: "English" },
  // i18n-exempt: a language's own name
  { value: "fr", label: "Français" },
] as const;
