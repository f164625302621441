// Sends the emails a fan-out claimed (docs/reference/notifications.md#email), a few at a time. Each carries the
// unsubscribe link of what it was sent for: the followed category's posts or comments, or the notification type. A
// send that fails gives its claim back and fails the job, whose retry then mails only those not mailed yet.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { notificationEmails } from "../../db/schema-activity";
import { mailTranslator } from "../../mail/catalogue";
import type { MailSettings } from "../../mail/config";
import { notificationMail } from "../../mail/notification-mail";
import { inChunks } from "../sql";
import { REASON_TYPE, type Recipient } from "./delivery-rules";
import { preferencesOf } from "./member-preferences";
import { postEventKey } from "./post-notifications";
import { type LoadedPost, postHeadline } from "./post-record";
import { describeUnsubscribeTarget } from "./unsubscribe";
import { signUnsubscribeToken, type UnsubscribeTarget } from "./unsubscribe-token";

const CONCURRENT_SENDS = 5;

function unsubscribeTarget(post: LoadedPost, recipient: Recipient): UnsubscribeTarget {
  if (recipient.reason === "newDiscussion")
    return { kind: "category", categoryID: post.categoryID, what: "posts" };
  if (recipient.reason === "newComment")
    return { kind: "category", categoryID: post.categoryID, what: "comments" };
  return { kind: "type", type: REASON_TYPE[recipient.reason] };
}

export async function sendNotificationEmails(
  db: Db,
  mail: MailSettings & { siteTitle: string },
  post: LoadedPost,
  recipients: readonly Recipient[],
): Promise<void> {
  const ids = recipients.map((recipient) => recipient.userID);
  const mailboxes = await mailboxesOf(db, ids);
  const preferences = await preferencesOf(db, ids);
  const failed: number[] = [];
  let firstError: unknown;
  const sendOne = async (recipient: Recipient) => {
    const mailbox = mailboxes.get(recipient.userID);
    if (!mailbox) return;
    const target = unsubscribeTarget(post, recipient);
    const token = await signUnsubscribeToken(db, { sub: recipient.userID, target });
    const t = mailTranslator(preferences.get(recipient.userID)?.NotificationLanguage ?? "en");
    try {
      await mail.transport.send(
        notificationMail({
          to: mailbox.email,
          siteTitle: mail.siteTitle,
          recipientName: mailbox.name,
          headline: postHeadline(post, recipient.reason, t),
          excerpt: post.excerpt,
          link: `${mail.publicUrl}${post.path}`,
          unsubscribeLink: `${mail.publicUrl}/unsubscribe/${token}`,
          unsubscribeWhat: await describeUnsubscribeTarget(db, target, t),
          t,
        }),
      );
    } catch (error) {
      failed.push(recipient.userID);
      firstError ??= error;
    }
  };
  for (let start = 0; start < recipients.length; start += CONCURRENT_SENDS) {
    await Promise.all(recipients.slice(start, start + CONCURRENT_SENDS).map(sendOne));
  }
  if (failed.length === 0) return;
  await db
    .delete(notificationEmails)
    .where(
      and(
        eq(notificationEmails.eventKey, postEventKey(post.recordType, post.recordID)),
        inArray(notificationEmails.userID, failed),
      ),
    );
  throw firstError;
}

async function mailboxesOf(db: Db, userIDs: readonly number[]) {
  const rows = await inChunks(userIDs, (slice) =>
    db
      .select({ userID: users.userID, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.userID, slice)),
  );
  return new Map(rows.map((row) => [row.userID, { name: row.name, email: row.email }]));
}
