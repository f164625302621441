// The email of one event that is not a post (docs/reference/notifications.md#email): a reaction to the recipient's
// post, or a private message to them. Run by the job queue after the write committed; who gets it is decided again
// at delivery (a reaction through delivery-rules.ts; a message: each other participant still active, not paused,
// with Message email on), and each email is claimed under the event's key first, so a retry mails nobody twice.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { conversationMessages, conversationParticipants, notificationEmails } from "../../db/schema-activity";
import { renderSource } from "../../format/render";
import { mailTranslator, type Translate } from "../../mail/catalogue";
import type { MailSettings } from "../../mail/config";
import { notificationMail } from "../../mail/notification-mail";
import { EMAIL_CONFIG_KEYS, readConfig } from "../config";
import type { EmailEvent } from "../context";
import { findRecord } from "../reactions/reaction-record";
import { toPlainText } from "../rss/parse-feed";
import { commentUrl, discussionUrl } from "../urls";
import { decideRecipients } from "./delivery-rules";
import { preferencesOf } from "./member-preferences";
import { describeUnsubscribeTarget } from "./unsubscribe";
import { signUnsubscribeToken, type UnsubscribeTarget } from "./unsubscribe-token";

export const EVENT_EMAIL_JOB = "event-email";

type Mail = MailSettings & { siteTitle: string };

interface OwedEmail {
  userID: number;
  eventKey: string;
  /** In the recipient's language. */
  headline: (t: Translate) => string;
  excerpt: string;
  path: string;
  target: UnsubscribeTarget;
}

async function member(db: Db, userID: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, banned: users.banned, deleted: users.deleted })
    .from(users)
    .where(eq(users.userID, userID));
  return row && !row.deleted && row.banned === 0 ? row : undefined;
}

/** Claims then sends; a failed send gives its claim back and fails the job, which retries it. */
async function sendOwed(db: Db, mail: Mail, owed: OwedEmail): Promise<boolean> {
  const recipient = await member(db, owed.userID);
  if (!recipient) return false;
  const claimed = await db
    .insert(notificationEmails)
    .values({ userID: owed.userID, eventKey: owed.eventKey })
    .onConflictDoNothing()
    .returning({ userID: notificationEmails.userID });
  if (claimed.length === 0) return false;
  const token = await signUnsubscribeToken(db, { sub: owed.userID, target: owed.target });
  const t = mailTranslator(
    (await preferencesOf(db, [owed.userID])).get(owed.userID)?.NotificationLanguage ?? "en",
  );
  try {
    await mail.transport.send(
      notificationMail({
        to: recipient.email,
        siteTitle: mail.siteTitle,
        recipientName: recipient.name,
        headline: owed.headline(t),
        excerpt: owed.excerpt,
        link: `${mail.publicUrl}${owed.path}`,
        unsubscribeLink: `${mail.publicUrl}/unsubscribe/${token}`,
        unsubscribeWhat: await describeUnsubscribeTarget(db, owed.target, t),
        t,
      }),
    );
    return true;
  } catch (error) {
    await db
      .delete(notificationEmails)
      .where(and(eq(notificationEmails.userID, owed.userID), eq(notificationEmails.eventKey, owed.eventKey)));
    throw error;
  }
}

async function reactionEmail(db: Db, event: Extract<EmailEvent, { kind: "reaction" }>): Promise<OwedEmail[]> {
  const reactor = await member(db, event.reactorID);
  const record = await findRecord(db, event.recordType, event.recordID);
  if (!reactor || !record) return [];
  const [recipient] = await decideRecipients(db, [{ userID: event.recipientID, reason: "reaction" }], {
    actorID: event.reactorID,
    categoryID: record.categoryID,
    discussionID: event.recordType === "discussion" ? event.recordID : 0,
  });
  if (!recipient?.channels.email) return [];
  return [
    {
      userID: recipient.userID,
      eventKey: `reaction:${event.recordType}:${event.recordID}:${event.reactorID}`,
      headline: (t) =>
        t(event.recordType === "comment" ? "headline.reactionComment" : "headline.reactionDiscussion", {
          author: reactor.name,
          discussion: record.discussionName,
        }),
      excerpt: "",
      path:
        event.recordType === "comment"
          ? commentUrl(event.recordID)
          : discussionUrl(event.recordID, record.discussionName),
      target: { kind: "type", type: "Reaction" },
    },
  ];
}

async function messageEmails(db: Db, messageID: number): Promise<OwedEmail[]> {
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.messageID, messageID));
  if (!message) return [];
  const author = await member(db, message.insertUserID);
  if (!author) return [];
  const others = await db
    .select({ userID: conversationParticipants.userID })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationID, message.conversationID),
        eq(conversationParticipants.deleted, false),
        ne(conversationParticipants.userID, message.insertUserID),
      ),
    );
  const preferences = await preferencesOf(
    db,
    others.map((row) => row.userID),
  );
  const now = new Date();
  return others.flatMap(({ userID }) => {
    const own = preferences.get(userID);
    if (!own?.Message.email || (own.PausedUntil && new Date(own.PausedUntil) > now)) return [];
    return [
      {
        userID,
        eventKey: `message:${messageID}`,
        headline: (t: Translate) => t("headline.message", { author: author.name }),
        excerpt: toPlainText(renderSource(message.body, message.format).html, 300),
        path: `/messages/${message.conversationID}`,
        target: { kind: "type", type: "Message" } as const,
      },
    ];
  });
}

export async function runEventEmail(db: Db, mail: Mail, event: EmailEvent): Promise<number> {
  const switches = await readConfig(db, [EMAIL_CONFIG_KEYS.enabled]);
  if (switches[EMAIL_CONFIG_KEYS.enabled] !== true) return 0;
  const owed =
    event.kind === "reaction" ? await reactionEmail(db, event) : await messageEmails(db, event.messageID);
  let sent = 0;
  for (const email of owed) if (await sendOwed(db, mail, email)) sent += 1;
  return sent;
}
