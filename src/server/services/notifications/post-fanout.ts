// The fan-out of a new post, run by the job queue after the post committed (docs/reference/notifications.md#delivery):
// the followers of its category join the mention and reply candidates, delivery-rules.ts decides who is told by
// which channel, popups are written (one per event and person: the post's request already wrote the mentions and
// replies under the same event key, so they are not written twice) and emails are claimed then sent. A retried job
// (the process died halfway) repeats nothing: popups and email claims are keyed by (member, event).
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationEmails, notifications } from "../../db/schema-activity";
import { categoryFollows } from "../../db/schema-site";
import type { MailSettings } from "../../mail/config";
import { EMAIL_CONFIG_KEYS, readConfig } from "../config";
import { inChunks } from "../sql";
import { publishCountsChanged } from "./counts-bus";
import { type Candidate, decideRecipients, type Recipient } from "./delivery-rules";
import { GROUPED_COMMENTS_KEY, headlineColumns } from "./headlines";
import { sendNotificationEmails } from "./notification-emails";
import { postCandidates, postEventKey } from "./post-notifications";
import { type LoadedPost, loadPost, type PostFanoutJob, postHeadlineMessage } from "./post-record";

export const POST_FANOUT_JOB = "post-fanout";

export type { PostFanoutJob };

/** The followers of the post's category who want to hear of this kind of post, as candidates. */
async function followerCandidates(db: Db, post: LoadedPost, emailsEnabled: boolean): Promise<Candidate[]> {
  const isComment = post.recordType === "comment";
  const popup = isComment ? categoryFollows.popupComments : categoryFollows.popupPosts;
  const email = isComment ? categoryFollows.emailComments : categoryFollows.emailPosts;
  const rows = await db
    .select({ userID: categoryFollows.userID, popup, email })
    .from(categoryFollows)
    .where(and(eq(categoryFollows.categoryID, post.categoryID), or(eq(popup, true), eq(email, true))));
  const reason = isComment ? "newComment" : "newDiscussion";
  return rows.map((row) => ({
    userID: row.userID,
    reason,
    channels: { popup: row.popup, email: row.email && emailsEnabled },
  }));
}

const INSERT_CHUNK = 500;

/** Members who already have this event's notification (the request's mention or reply, or a previous try). */
async function alreadyTold(db: Db, eventKey: string, userIDs: readonly number[]): Promise<Set<number>> {
  const rows = await inChunks(userIDs, (slice) =>
    db
      .select({ userID: notifications.userID })
      .from(notifications)
      .where(and(eq(notifications.eventKey, eventKey), inArray(notifications.userID, slice))),
  );
  return new Set(rows.map((row) => row.userID));
}

function popupRow(post: LoadedPost, recipient: Recipient, eventKey: string) {
  return {
    userID: recipient.userID,
    activityUserID: post.authorID,
    reason: recipient.reason,
    recordType: post.recordType,
    recordID: post.recordID,
    ...headlineColumns(postHeadlineMessage(post, recipient.reason)),
    url: post.path,
    eventKey,
  };
}

/**
 * A followed discussion's new comments join the member's unread notification of that discussion, if any
 * ("3 new comments in …", linking to the first of them), instead of adding a row each.
 */
async function writeGroupedComments(
  db: Db,
  post: LoadedPost,
  recipients: readonly Recipient[],
  eventKey: string,
) {
  const groupKey = `comments:discussion:${post.discussionID}`;
  const told: number[] = [];
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(notifications)
      .values(
        recipients
          .slice(start, start + INSERT_CHUNK)
          .map((r) => ({ ...popupRow(post, r, eventKey), groupKey })),
      )
      .onConflictDoUpdate({
        target: [notifications.userID, notifications.groupKey],
        targetWhere: sql`${notifications.read} = false AND ${notifications.groupKey} IS NOT NULL`,
        set: {
          groupCount: sql`${notifications.groupCount} + 1`,
          // English here too ("3 new comments in …"); readers get GROUPED_COMMENTS_KEY with the row's groupCount.
          headline: sql`(${notifications.groupCount} + 1)::text || ${` new comments in ${post.discussionName}`}`,
          headlineKey: GROUPED_COMMENTS_KEY,
          headlineValues: { discussion: post.discussionName },
          activityUserID: sql`excluded."activityUserID"`,
          eventKey: sql`excluded."eventKey"`,
          dateInserted: sql`now()`,
        },
        setWhere: sql`${notifications.eventKey} IS DISTINCT FROM excluded."eventKey"`,
      })
      .returning({ userID: notifications.userID });
    told.push(...rows.map((row) => row.userID));
  }
  return told;
}

/** Writes the popups not written yet; answers whose unread count grew. */
async function writePopups(db: Db, post: LoadedPost, recipients: readonly Recipient[]): Promise<number[]> {
  const eventKey = postEventKey(post.recordType, post.recordID);
  const wanted = recipients.filter((recipient) => recipient.channels.popup);
  const done = await alreadyTold(
    db,
    eventKey,
    wanted.map((recipient) => recipient.userID),
  );
  const fresh = wanted.filter((recipient) => !done.has(recipient.userID));
  const grouped = fresh.filter((recipient) => recipient.reason === "newComment");
  const single = fresh.filter((recipient) => recipient.reason !== "newComment");
  const told = await writeGroupedComments(db, post, grouped, eventKey);
  for (let start = 0; start < single.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(notifications)
      .values(
        single.slice(start, start + INSERT_CHUNK).map((recipient) => popupRow(post, recipient, eventKey)),
      )
      .onConflictDoNothing({ target: [notifications.userID, notifications.eventKey] })
      .returning({ userID: notifications.userID });
    told.push(...rows.map((row) => row.userID));
  }
  return told;
}

/** Claims the emails of this event not sent yet (a retry never mails twice); answers the claimed recipients. */
async function claimEmails(db: Db, post: LoadedPost, recipients: readonly Recipient[]): Promise<Recipient[]> {
  const eventKey = postEventKey(post.recordType, post.recordID);
  const wanted = recipients.filter((recipient) => recipient.channels.email);
  const claimed = new Set<number>();
  for (let start = 0; start < wanted.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(notificationEmails)
      .values(
        wanted
          .slice(start, start + INSERT_CHUNK)
          .map((recipient) => ({ userID: recipient.userID, eventKey })),
      )
      .onConflictDoNothing()
      .returning({ userID: notificationEmails.userID });
    for (const row of rows) claimed.add(row.userID);
  }
  return wanted.filter((recipient) => claimed.has(recipient.userID));
}

export interface FanoutResult {
  popups: number;
  emails: number;
}

export async function runPostFanout(
  db: Db,
  mail: MailSettings & { siteTitle: string },
  job: PostFanoutJob,
): Promise<FanoutResult> {
  const post = await loadPost(db, job);
  if (!post) return { popups: 0, emails: 0 };
  const switches = await readConfig(db, [EMAIL_CONFIG_KEYS.enabled]);
  const emailsEnabled = switches[EMAIL_CONFIG_KEYS.enabled] === true;
  const candidates = [
    ...postCandidates(job.mentionIDs, post.discussionAuthorID),
    ...(await followerCandidates(db, post, emailsEnabled)),
  ];
  const decided = await decideRecipients(db, candidates, {
    actorID: post.authorID,
    categoryID: post.categoryID,
    discussionID: post.discussionID,
  });
  const recipients = emailsEnabled
    ? decided
    : decided.map((recipient) => ({ ...recipient, channels: { ...recipient.channels, email: false } }));
  const told = await writePopups(db, post, recipients);
  publishCountsChanged(db, told);
  const toMail = await claimEmails(db, post, recipients);
  await sendNotificationEmails(db, mail, post, toMail);
  return { popups: told.length, emails: toMail.length };
}

/** Members' addresses and names, for the emails. */
