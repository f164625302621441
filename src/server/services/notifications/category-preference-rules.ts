// The rules of a category preference change (docs/reference/notifications.md#category-preferences): what a new
// follow starts with, what Unfollow clears, and which keys the site's email switches refuse. Pure but for the two
// reads that gather their inputs.
import { and, eq, inArray } from "drizzle-orm";
import {
  CATEGORY_NOTIFICATION_TYPES,
  type CategoryPreferenceKey,
  categoryPreferenceKey,
} from "../../../lib/notification-types";
import type { CategoryPreferences } from "../../../types/generated/api/category-preferences";
import type { CategoryPreferencesPatch } from "../../../types/generated/api/category-preferences-patch";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema";
import { notificationPreferences } from "../../db/schema-activity";
import type { FieldErrorInput } from "../../http/errors";
import { fieldErrors } from "../../http/errors";
import { EMAIL_CONFIG_KEYS, readConfig } from "../config";
import { effectivePreferences } from "./member-preferences";
import { siteNotificationDefaults } from "./site-defaults";

export interface EmailSwitches {
  emailsEnabled: boolean;
  /** Digests are on for the site and this category may be in one. */
  digestAllowed: boolean;
}

export async function emailSwitches(db: Db, categoryID: number): Promise<EmailSwitches> {
  const values = await readConfig(db, [EMAIL_CONFIG_KEYS.enabled, EMAIL_CONFIG_KEYS.digest]);
  const [category] = await db
    .select({ allowDigest: categories.allowDigest })
    .from(categories)
    .where(eq(categories.categoryID, categoryID));
  const emailsEnabled = values[EMAIL_CONFIG_KEYS.enabled] === true;
  return {
    emailsEnabled,
    digestAllowed:
      emailsEnabled && values[EMAIL_CONFIG_KEYS.digest] === true && category?.allowDigest === true,
  };
}

/** Which of `categoryIDs` may be in a digest (the follow buttons of category lists offer the digest only there). */
export async function digestEligibleAmong(db: Db, categoryIDs: readonly number[]): Promise<number[]> {
  const values = await readConfig(db, [EMAIL_CONFIG_KEYS.enabled, EMAIL_CONFIG_KEYS.digest]);
  if (values[EMAIL_CONFIG_KEYS.enabled] !== true || values[EMAIL_CONFIG_KEYS.digest] !== true) return [];
  if (categoryIDs.length === 0) return [];
  const rows = await db
    .select({ categoryID: categories.categoryID })
    .from(categories)
    .where(and(inArray(categories.categoryID, [...categoryIDs]), eq(categories.allowDigest, true)));
  return rows.map((row) => row.categoryID).sort((a, b) => a - b);
}

const EMAIL_KEYS = CATEGORY_NOTIFICATION_TYPES.map((type) =>
  categoryPreferenceKey("email", type.categorySuffix),
);

/** Email keys while emails are off, and the digest where there is none, are refused (nothing would be sent). */
export function checkCategoryPatch(patch: CategoryPreferencesPatch, switches: EmailSwitches): void {
  const errors: FieldErrorInput[] = [];
  for (const key of EMAIL_KEYS) {
    if (patch[key] === true && !switches.emailsEnabled)
      errors.push({
        field: key,
        code: "emailsDisabled",
        message: "Email notifications are turned off on this site.",
      });
  }
  if (patch["preferences.email.digest"] === true && !switches.digestAllowed) {
    errors.push({
      field: "preferences.email.digest",
      code: "digestUnavailable",
      message: "This category cannot be included in a digest.",
    });
  }
  if (errors.length) throw fieldErrors(400, errors);
}

/** What following starts with: the member's defaults per category type (NewDiscussion, NewComment), and the digest. */
export async function followDefaults(
  db: Db,
  userID: number,
  switches: EmailSwitches,
): Promise<CategoryPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userID, userID));
  const member = effectivePreferences(row, await siteNotificationDefaults(db));
  const defaults = { "preferences.followed": true } as CategoryPreferences;
  for (const type of CATEGORY_NOTIFICATION_TYPES) {
    const flags = member[type.key];
    defaults[categoryPreferenceKey("popup", type.categorySuffix)] = flags.popup;
    defaults[categoryPreferenceKey("email", type.categorySuffix)] = switches.emailsEnabled && flags.email;
  }
  defaults["preferences.email.digest"] = switches.digestAllowed && member.DigestEnabled.email;
  return defaults;
}

const NOTIFY_KEYS = [
  ...CATEGORY_NOTIFICATION_TYPES.flatMap((type) => [
    categoryPreferenceKey("popup", type.categorySuffix),
    categoryPreferenceKey("email", type.categorySuffix),
  ]),
  "preferences.email.digest",
] as const satisfies readonly CategoryPreferenceKey[];

const NOTHING: CategoryPreferences = {
  "preferences.followed": false,
  "preferences.email.digest": false,
  "preferences.popup.posts": false,
  "preferences.email.posts": false,
  "preferences.popup.comments": false,
  "preferences.email.comments": false,
};

/**
 * The preferences after a change. Unfollowing clears everything; following a category not yet followed with no
 * other key starts from the defaults; any notification turned on follows the category too.
 */
export function nextCategoryPreferences(
  current: CategoryPreferences,
  patch: CategoryPreferencesPatch,
  defaults: CategoryPreferences,
): CategoryPreferences {
  if (patch["preferences.followed"] === false) return { ...NOTHING };
  const onlyFollow = Object.keys(patch).length === 1 && patch["preferences.followed"] === true;
  if (onlyFollow) return current["preferences.followed"] ? current : { ...defaults };
  const next = { ...current, ...patch };
  if (NOTIFY_KEYS.some((key) => patch[key] === true)) next["preferences.followed"] = true;
  return next;
}
