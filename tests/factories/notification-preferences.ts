// Notification preference data for tests and stories: a category's preferences, a followed category, a member's
// preferences, the preferences schema as GET /notification-preferences/schema serves it (x-control hints), and an
// unsubscribe link's description.
import type { CategoryPreferences } from "../../src/types/generated/api/category-preferences";
import type { FollowedCategory } from "../../src/types/generated/api/followed-category";
import type { NotificationPreferences } from "../../src/types/generated/api/notification-preferences";
import type { Unsubscribe } from "../../src/types/generated/api/unsubscribe";
import { makeCategory } from "./categories";

/** Followed with the defaults a new follow gets: popup for new posts and comments, no email, the digest on. */
export function makeCategoryPreferences(overrides: Partial<CategoryPreferences> = {}): CategoryPreferences {
  return {
    "preferences.followed": true,
    "preferences.email.digest": true,
    "preferences.popup.posts": true,
    "preferences.email.posts": false,
    "preferences.popup.comments": true,
    "preferences.email.comments": false,
    ...overrides,
  };
}

export function makeFollowedCategory(
  categoryID: number,
  preferences: Partial<CategoryPreferences> = {},
  canDigest = true,
): FollowedCategory {
  const category = makeCategory({ categoryID });
  return {
    categoryID,
    name: category.name,
    url: category.url,
    canDigest,
    preferences: makeCategoryPreferences(preferences),
  };
}

export function makeNotificationPreferences(
  overrides: Partial<NotificationPreferences> = {},
): NotificationPreferences {
  return {
    NewDiscussion: { popup: true, email: false },
    NewComment: { popup: true, email: false },
    Mention: { popup: true, email: true },
    Reply: { popup: true, email: true },
    Reaction: { popup: true, email: false },
    Message: { popup: true, email: true },
    DigestEnabled: { email: true },
    NotificationLanguage: "en",
    PausedUntil: null,
    ...overrides,
  };
}

const TYPES: [key: string, label: string, description: string][] = [
  ["NewDiscussion", "New posts", "New discussions in categories I follow (the default for a new follow)"],
  ["NewComment", "New comments", "New comments in categories I follow (the default for a new follow)"],
  ["Mention", "Mentions", "Someone mentions me"],
  ["Reply", "Comments on my discussions", "Someone comments on a discussion I started"],
  ["Reaction", "Reactions", "Someone reacts to my post"],
  ["Message", "Private messages", "Someone sends me a private message"],
];

const checkBox = (label: string) => ({ type: "boolean", "x-control": { inputType: "checkBox", label } });

/** The schema of the member's preferences, in the shape the server serves (draft-07 with x-control hints). */
export function makePreferencesSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, label, description] of TYPES)
    properties[key] = {
      type: "object",
      "x-control": { label, description },
      properties: { popup: checkBox("Notification popup"), email: checkBox("Email") },
    };
  properties.DigestEnabled = {
    type: "object",
    "x-control": { label: "Digest", description: "A summary of what happened in the categories I follow" },
    properties: { email: checkBox("Send me the digest") },
  };
  properties.NotificationLanguage = {
    type: "string",
    "x-control": {
      inputType: "dropDown",
      label: "Language of emails",
      options: [
        { value: "en", label: "English" },
        { value: "fr", label: "Français" },
      ],
    },
  };
  properties.PausedUntil = {
    anyOf: [{ type: "string", format: "date-time" }, { type: "null" }],
    "x-control": {
      inputType: "dropDown",
      label: "Pause notifications",
      options: [
        { value: null, label: "Not paused" },
        { value: "2026-11-02T12:00:00Z", label: "For a day" },
        { value: "2026-11-08T12:00:00Z", label: "For a week" },
      ],
    },
  };
  return { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties };
}

export function makeUnsubscribe(overrides: Partial<Unsubscribe> = {}): Unsubscribe {
  return { name: "member", what: "emails about new comments in General", done: false, ...overrides };
}
