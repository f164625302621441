// A member's own notification preferences (docs/reference/notifications.md#member-preferences): popup and email per
// notification type, the digest, the language of emails and a pause. Stored sparsely: what a member never chose
// follows the defaults of src/lib/notification-types.ts, so a change of default reaches them.
import { eq, inArray } from "drizzle-orm";
import {
  type ChannelFlags,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_TYPES,
  type NotificationTypeKey,
} from "../../../lib/notification-types";
import type { NotificationPreferences } from "../../../types/generated/api/notification-preferences";
import type { NotificationPreferencesPatch } from "../../../types/generated/api/notification-preferences-patch";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { notificationPreferences } from "../../db/schema-activity";
import { fieldErrors, notFound, permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { type SiteNotificationDefaults, siteNotificationDefaults } from "./site-defaults";

export type { NotificationPreferences, NotificationPreferencesPatch };

const DEFAULT_LANGUAGE = "en";

type StoredRow = typeof notificationPreferences.$inferSelect;

/** The effective preferences of a stored row (or none): every type, the site's defaults filled in. */
export function effectivePreferences(
  row: StoredRow | undefined,
  defaults: SiteNotificationDefaults,
): NotificationPreferences {
  const types = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type.key, { ...defaults.types[type.key], ...row?.types?.[type.key] }]),
  ) as Record<NotificationTypeKey, ChannelFlags>;
  return {
    ...types,
    DigestEnabled: { email: row?.digest ?? defaults.digest },
    NotificationLanguage: row?.language ?? DEFAULT_LANGUAGE,
    PausedUntil: row?.pausedUntil && row.pausedUntil > new Date() ? row.pausedUntil.toISOString() : null,
  };
}

/** The effective preferences of several members at once (delivery). */
export async function preferencesOf(
  db: Db,
  userIDs: readonly number[],
): Promise<Map<number, NotificationPreferences>> {
  const rows =
    userIDs.length === 0
      ? []
      : await db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userID, [...userIDs]));
  const byUser = new Map(rows.map((row) => [row.userID, row]));
  const defaults = await siteNotificationDefaults(db);
  return new Map(userIDs.map((userID) => [userID, effectivePreferences(byUser.get(userID), defaults)]));
}

/** Self, or staff who may edit members (users.edit); someone else's missing account is 404. */
async function checkAccess(ctx: ServiceContext, userID: number): Promise<void> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (ctx.viewer.user.userID === userID) return;
  if (!ctx.viewer.permissions.has("users.edit")) throw permissionDenied();
  const [user] = await ctx.db.select({ userID: users.userID }).from(users).where(eq(users.userID, userID));
  if (!user) throw notFound("User");
}

async function storedRow(db: Db, userID: number): Promise<StoredRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userID, userID));
  return row;
}

/** Reads a member's stored row under a lock, and writes what `change` makes of it (creating the row). */
export async function updateStoredPreferences(
  db: Db,
  userID: number,
  change: (row: StoredRow | undefined) => Partial<Omit<StoredRow, "userID">>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userID, userID))
      .for("update");
    const next = change(row);
    await tx
      .insert(notificationPreferences)
      .values({ userID, ...next })
      .onConflictDoUpdate({ target: notificationPreferences.userID, set: next });
  });
}

export async function getNotificationPreferences(
  ctx: ServiceContext,
  userID: number,
): Promise<NotificationPreferences> {
  await checkAccess(ctx, userID);
  return effectivePreferences(await storedRow(ctx.db, userID), await siteNotificationDefaults(ctx.db));
}

function checkPatch(patch: NotificationPreferencesPatch, now: Date): void {
  const errors = [];
  const language = patch.NotificationLanguage;
  if (language !== undefined && !NOTIFICATION_LANGUAGES.some((known) => known.value === language)) {
    errors.push({
      field: "NotificationLanguage",
      code: "unknownLanguage",
      message: "NotificationLanguage must be one of {languages}.",
      values: { languages: NOTIFICATION_LANGUAGES.map((l) => l.value).join(", ") },
    });
  }
  if (patch.PausedUntil && new Date(patch.PausedUntil) <= now) {
    errors.push({ field: "PausedUntil", code: "inThePast", message: "PausedUntil must be in the future." });
  }
  if (errors.length) throw fieldErrors(400, errors);
}

export async function patchNotificationPreferences(
  ctx: ServiceContext,
  userID: number,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  await checkAccess(ctx, userID);
  checkPatch(patch, new Date());
  const defaults = await siteNotificationDefaults(ctx.db);
  await updateStoredPreferences(ctx.db, userID, (row) => {
    const types = { ...row?.types };
    for (const type of NOTIFICATION_TYPES) {
      const change = patch[type.key];
      if (change) types[type.key] = { ...defaults.types[type.key], ...types[type.key], ...change };
    }
    return {
      types,
      digest: patch.DigestEnabled ? patch.DigestEnabled.email : (row?.digest ?? null),
      language: patch.NotificationLanguage ?? row?.language ?? null,
      pausedUntil:
        patch.PausedUntil === undefined
          ? (row?.pausedUntil ?? null)
          : patch.PausedUntil === null
            ? null
            : new Date(patch.PausedUntil),
    };
  });
  return effectivePreferences(await storedRow(ctx.db, userID), await siteNotificationDefaults(ctx.db));
}
