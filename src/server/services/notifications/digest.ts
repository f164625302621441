// The digest (docs/reference/notifications.md#digest): every `emails.digestIntervalDays` a subscriber gets one email
// with the top new discussions of the categories they follow with the digest on (categories an administrator allows
// in digests), only what they may see, and nothing when there is nothing. A member is claimed for a period in a
// transaction (their lastDigestAt moves forward), so several server processes never mail anyone twice.
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, discussions, users } from "../../db/schema";
import { notificationPreferences } from "../../db/schema-activity";
import { categoryFollows } from "../../db/schema-site";
import { mailTranslator } from "../../mail/catalogue";
import type { MailSettings } from "../../mail/config";
import { digestMail } from "../../mail/digest-mail";
import { loadPermissionsOfMembers } from "../../permissions/load";
import { EMAIL_CONFIG_KEYS, readConfig } from "../config";
import { discussionUrl } from "../urls";
import { preferencesOf } from "./member-preferences";
import { signUnsubscribeToken } from "./unsubscribe-token";

export const DIGEST_JOB = "digest-run";

/** The most discussions one digest lists. */
export const DIGEST_SIZE = 10;

/** Subscribers claimed per batch. */
const BATCH = 200;

const DAY_MS = 86_400_000;

/** Members due a digest: following a digest category with the digest on, not opted out, not mailed this period. */
async function dueSubscribers(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userID: categoryFollows.userID })
    .from(categoryFollows)
    .innerJoin(categories, eq(categories.categoryID, categoryFollows.categoryID))
    .innerJoin(users, eq(users.userID, categoryFollows.userID))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userID, categoryFollows.userID))
    .where(
      and(
        eq(categoryFollows.digest, true),
        eq(categories.allowDigest, true),
        eq(users.deleted, false),
        eq(users.banned, 0),
        sql`coalesce(${notificationPreferences.digest}, true)`,
        or(isNull(notificationPreferences.lastDigestAt), lte(notificationPreferences.lastDigestAt, cutoff)),
      ),
    )
    .orderBy(categoryFollows.userID)
    .limit(limit);
  return rows.map((row) => row.userID);
}

/** Moves the member's period forward; answers since when their digest lists, or null when another process has. */
async function claim(db: Db, userID: number, now: Date, cutoff: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ lastDigestAt: notificationPreferences.lastDigestAt })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userID, userID))
      .for("update");
    if (row?.lastDigestAt && row.lastDigestAt > cutoff) return null;
    await tx
      .insert(notificationPreferences)
      .values({ userID, lastDigestAt: now })
      .onConflictDoUpdate({ target: notificationPreferences.userID, set: { lastDigestAt: now } });
    // Since the last digest (a missed period is caught up), or one period for a first digest.
    return row?.lastDigestAt ?? cutoff;
  });
}

export interface DigestEntry {
  name: string;
  url: string;
  categoryName: string;
  countComments: number;
}

/** The member's top new discussions since `since`, in their digest categories, that they may see. */
export async function digestEntries(db: Db, userID: number, since: Date): Promise<DigestEntry[]> {
  const followed = await db
    .select({ categoryID: categoryFollows.categoryID })
    .from(categoryFollows)
    .innerJoin(categories, eq(categories.categoryID, categoryFollows.categoryID))
    .where(
      and(
        eq(categoryFollows.userID, userID),
        eq(categoryFollows.digest, true),
        eq(categories.allowDigest, true),
      ),
    );
  const permissions = (await loadPermissionsOfMembers(db, [userID])).get(userID);
  const visible = followed.map((row) => row.categoryID).filter((id) => permissions?.canViewCategory(id));
  if (visible.length === 0) return [];
  const rows = await db
    .select({
      discussionID: discussions.discussionID,
      name: discussions.name,
      countComments: discussions.countComments,
      categoryName: categories.name,
    })
    .from(discussions)
    .innerJoin(categories, eq(categories.categoryID, discussions.categoryID))
    .where(and(inArray(discussions.categoryID, visible), gt(discussions.dateInserted, since)))
    .orderBy(desc(discussions.score), desc(discussions.countComments), desc(discussions.dateInserted))
    .limit(DIGEST_SIZE);
  return rows.map((row) => ({
    name: row.name,
    url: discussionUrl(row.discussionID, row.name),
    categoryName: row.categoryName,
    countComments: row.countComments,
  }));
}

export interface DigestRunResult {
  subscribers: number;
  mailed: number;
}

/** Sends every due digest; safe to run in several processes at once. */
export async function runDueDigests(
  db: Db,
  mail: MailSettings & { siteTitle: string },
  now = new Date(),
): Promise<DigestRunResult> {
  const config = await readConfig(db, [
    EMAIL_CONFIG_KEYS.enabled,
    EMAIL_CONFIG_KEYS.digest,
    EMAIL_CONFIG_KEYS.digestIntervalDays,
  ]);
  const result = { subscribers: 0, mailed: 0 };
  if (config[EMAIL_CONFIG_KEYS.enabled] !== true || config[EMAIL_CONFIG_KEYS.digest] !== true) return result;
  const days = Number(config[EMAIL_CONFIG_KEYS.digestIntervalDays]) || 7;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  for (;;) {
    const due = await dueSubscribers(db, cutoff, BATCH);
    if (due.length === 0) return result;
    for (const userID of due) {
      const since = await claim(db, userID, now, cutoff);
      if (!since) continue;
      result.subscribers += 1;
      const entries = await digestEntries(db, userID, since);
      if (entries.length === 0) continue; // nothing new: no email
      const [member] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.userID, userID));
      if (!member) continue;
      const token = await signUnsubscribeToken(db, { sub: userID, target: { kind: "digest" } });
      const language = (await preferencesOf(db, [userID])).get(userID)?.NotificationLanguage ?? "en";
      await mail.transport.send(
        digestMail({
          t: mailTranslator(language),
          to: member.email,
          siteTitle: mail.siteTitle,
          recipientName: member.name,
          entries: entries.map((entry) => ({ ...entry, url: `${mail.publicUrl}${entry.url}` })),
          unsubscribeLink: `${mail.publicUrl}/unsubscribe/${token}`,
        }),
      );
      result.mailed += 1;
    }
  }
}
