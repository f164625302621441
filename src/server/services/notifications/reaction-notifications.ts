// Notifications made by reactions: the record's author is told someone reacted to their discussion or comment. Like
// post notifications, planned before the transaction and written inside it. Who is told is delivery-rules.ts's
// decision, as for posts (never the reactor themselves, permissions, pauses, the Reaction popup preference).
// Reacting again (another type, or off and on) does not pile up notifications: while the author has not read the one
// about this reactor and record, that one is refreshed instead of a new one written.
import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../types/generated/api/current-user";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema-activity";
import type { ReactionRecord } from "../reactions/reaction-record";
import type { Tx } from "../reactions/reaction-scores";
import { commentUrl, discussionUrl } from "../urls";
import { decideRecipients } from "./delivery-rules";
import { type HeadlineMessage, headlineColumns } from "./headlines";

/** The author to tell, or null when nobody is. */
export async function planReactionNotification(
  db: Db,
  record: ReactionRecord,
  reactorID: number,
): Promise<number | null> {
  const [recipient] = await decideRecipients(db, [{ userID: record.authorID, reason: "reaction" }], {
    actorID: reactorID,
    categoryID: record.categoryID,
    // A muted discussion stays quiet about reactions to it too.
    discussionID: record.recordType === "discussion" ? record.recordID : 0,
  });
  return recipient?.channels.popup ? recipient.userID : null;
}

/** The stored headline: the same message as the email's (the mail area of the catalogue). */
function reactionHeadline(reactorName: string, record: ReactionRecord): HeadlineMessage {
  return {
    key: record.recordType === "comment" ? "headline.reactionComment" : "headline.reactionDiscussion",
    values: { author: reactorName, discussion: record.discussionName },
  };
}

/** Writes (or refreshes) the author's notification; returns whose unread count grew. */
export async function writeReactionNotification(
  tx: Tx,
  recipientID: number,
  record: ReactionRecord,
  reactor: Pick<CurrentUser, "userID" | "name">,
  date: Date,
): Promise<number[]> {
  const headline = headlineColumns(reactionHeadline(reactor.name, record));
  const refreshed = await tx
    .update(notifications)
    .set({ ...headline, dateInserted: date })
    .where(
      and(
        eq(notifications.userID, recipientID),
        eq(notifications.activityUserID, reactor.userID),
        eq(notifications.reason, "reaction"),
        eq(notifications.recordType, record.recordType),
        eq(notifications.recordID, record.recordID),
        eq(notifications.read, false),
      ),
    )
    .returning({ notificationID: notifications.notificationID });
  if (refreshed.length) return [];
  await tx.insert(notifications).values({
    userID: recipientID,
    activityUserID: reactor.userID,
    reason: "reaction",
    recordType: record.recordType,
    recordID: record.recordID,
    ...headline,
    url:
      record.recordType === "comment"
        ? commentUrl(record.recordID)
        : discussionUrl(record.recordID, record.discussionName),
    dateInserted: date,
  });
  return [recipientID];
}
