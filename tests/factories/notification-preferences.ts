// Notification preference data for tests and stories: a category's preferences, a followed category, a member's
// preferences, the preferences schema as GET /notification-preferences/schema serves it (x-control hints), and an
// unsubscribe link's description.
import {
  notificationPreferencesFormSchema,
  type PreferenceFormOptions,
} from "../../src/lib/notification-preferences-form";
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

/** The factories' anchor date (stories freeze the page clock there too). */
const ANCHOR = new Date("2026-11-01T12:00:00Z");

/** The schema of the member's preferences, as the server serves it (the same pure builder, src/lib). */
export function makePreferencesSchema(options: Partial<PreferenceFormOptions> = {}): Record<string, unknown> {
  return notificationPreferencesFormSchema({
    emailsEnabled: true,
    digestEnabled: true,
    now: ANCHOR,
    pausedUntil: null,
    ...options,
  });
}

export function makeUnsubscribe(overrides: Partial<Unsubscribe> = {}): Unsubscribe {
  return { name: "member", what: "emails about new comments in General", done: false, ...overrides };
}
