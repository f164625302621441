// The signed-in user's notifications: a page of them newest first, one, marking one or all read. Another user's
// notification answers 404, like a missing one. Headlines are written in the reader's language (headlines.ts).
import { and, count, desc, eq } from "drizzle-orm";
import type { Notification } from "../../../types/generated/api/notification";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { notifications } from "../../db/schema-activity";
import { ENGLISH_SOURCE, notFound, type Translate } from "../../http/errors";
import type { Paging } from "../paging";
import { DELETED_USER_NAME, UNKNOWN_USER_NAME } from "../user-presenters";
import { publishCountsChanged } from "./counts-bus";
import { type HeadlineValues, renderHeadline } from "./headlines";

const columns = {
  notificationID: notifications.notificationID,
  reason: notifications.reason,
  headline: notifications.headline,
  headlineKey: notifications.headlineKey,
  headlineValues: notifications.headlineValues,
  url: notifications.url,
  read: notifications.read,
  dateInserted: notifications.dateInserted,
  activityUserID: users.userID,
  activityName: users.name,
  activityPhotoUrl: users.photoUrl,
  activityDeleted: users.deleted,
  groupCount: notifications.groupCount,
};

type Row = {
  notificationID: number;
  reason: string;
  headline: string;
  headlineKey: string | null;
  headlineValues: HeadlineValues | null;
  url: string;
  read: boolean;
  dateInserted: Date;
  activityUserID: number | null;
  activityName: string | null;
  activityPhotoUrl: string | null;
  activityDeleted: boolean | null;
  groupCount: number;
};

function present(row: Row, t: Translate): Notification {
  return {
    notificationID: row.notificationID,
    reason: row.reason,
    headline: renderHeadline(row, t),
    url: row.url,
    read: row.read,
    dateInserted: row.dateInserted.toISOString(),
    ...(row.groupCount > 1 ? { count: row.groupCount } : {}),
    activityUser:
      row.activityUserID === null
        ? null
        : {
            userID: row.activityUserID,
            name: row.activityDeleted ? DELETED_USER_NAME : (row.activityName ?? UNKNOWN_USER_NAME),
            photoUrl: row.activityDeleted ? "" : (row.activityPhotoUrl ?? ""),
          },
  };
}

export async function listNotifications(
  db: Db,
  userID: number,
  page: { page: number; limit: number; offset: number },
  t: Translate = ENGLISH_SOURCE,
): Promise<{ items: Notification[]; paging: Paging }> {
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .leftJoin(users, eq(users.userID, notifications.activityUserID))
      .where(eq(notifications.userID, userID))
      .orderBy(desc(notifications.notificationID))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userID, userID)),
  ]);
  return {
    items: rows.map((row) => present(row, t)),
    paging: { page: page.page, limit: page.limit, total: totals[0]?.n ?? 0 },
  };
}

export async function getNotification(
  db: Db,
  userID: number,
  notificationID: number,
  t: Translate = ENGLISH_SOURCE,
): Promise<Notification> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.userID, notifications.activityUserID))
    .where(and(eq(notifications.notificationID, notificationID), eq(notifications.userID, userID)))
    .limit(1);
  if (!row) throw notFound("Notification");
  return present(row, t);
}

export async function markNotificationRead(
  db: Db,
  userID: number,
  notificationID: number,
  t: Translate = ENGLISH_SOURCE,
): Promise<Notification> {
  const updated = await db
    .update(notifications)
    .set({ read: true, dateRead: new Date() })
    .where(
      and(
        eq(notifications.notificationID, notificationID),
        eq(notifications.userID, userID),
        eq(notifications.read, false),
      ),
    )
    .returning({ notificationID: notifications.notificationID });
  const notification = await getNotification(db, userID, notificationID, t);
  if (updated.length) publishCountsChanged(db, [userID]);
  return notification;
}

export async function markAllNotificationsRead(db: Db, userID: number): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ read: true, dateRead: new Date() })
    .where(and(eq(notifications.userID, userID), eq(notifications.read, false)))
    .returning({ notificationID: notifications.notificationID });
  if (updated.length) publishCountsChanged(db, [userID]);
}
