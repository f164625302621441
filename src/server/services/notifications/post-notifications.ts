// Notifications made by posting: a mention (@name in a discussion or comment) and a reply (someone
// else's comment on your discussion). Planned before the post's transaction, because deciding who may be told
// needs each recipient's permissions (and PGlite serialises a transaction with every other query), then written
// inside it once the new record's ID is known. The caller publishes the count change after the commit.
//
// Who is told is decided by delivery-rules.ts (the author never, no one who may not see the category, mutes,
// pauses, each member's popup preference per type); emails and followers follow after the commit, through the job
// queue (follower-delivery.ts).
// Reactions notify the same way, through reaction-notifications.ts (POST /{discussions|comments}/{id}/reactions).
import type { MentionedUser } from "../../../types/generated/api/mentioned-user";
import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema-activity";
import { type Candidate, decideRecipients } from "./delivery-rules";
import { type HeadlineMessage, headlineColumns } from "./headlines";

type PostReason = "mention" | "reply";

export interface PlannedRecipient {
  userID: number;
  reason: PostReason;
}

export interface PostEvent {
  authorID: number;
  categoryID: number;
  mentions: readonly MentionedUser[];
  /** The discussion's author, for a comment (they are told of the reply); null for a new discussion. */
  discussionAuthorID: number | null;
  /** The discussion the post belongs to (mutes); 0 while a new discussion has no ID yet. */
  discussionID?: number;
}

/** The mention and reply candidates of a post (delivery-rules.ts decides; follower-delivery.ts adds followers). */
export function postCandidates(
  mentionIDs: readonly number[],
  discussionAuthorID: number | null,
): Candidate[] {
  const candidates: Candidate[] = mentionIDs.map((userID) => ({ userID, reason: "mention" }));
  if (discussionAuthorID !== null) candidates.push({ userID: discussionAuthorID, reason: "reply" });
  return candidates;
}

/** Who gets a popup now; a member both mentioned and replied to gets one notification, the mention. */
export async function planPostNotifications(db: Db, event: PostEvent): Promise<PlannedRecipient[]> {
  const recipients = await decideRecipients(
    db,
    postCandidates(
      event.mentions.map((mention) => mention.userID),
      event.discussionAuthorID,
    ),
    { actorID: event.authorID, categoryID: event.categoryID, discussionID: event.discussionID ?? 0 },
  );
  return recipients.flatMap((recipient) =>
    recipient.channels.popup && (recipient.reason === "mention" || recipient.reason === "reply")
      ? [{ userID: recipient.userID, reason: recipient.reason }]
      : [],
  );
}

/** The event key of a post: one notification per person, whatever their reasons (docs/reference/notifications.md). */
export function postEventKey(recordType: "discussion" | "comment", recordID: number): string {
  return `post:${recordType}:${recordID}`;
}

export interface PostRecord {
  recordType: "discussion" | "comment";
  recordID: number;
  authorID: number;
  authorName: string;
  discussionName: string;
  url: string;
}

/** The stored headline: the same messages as the emails' (the mail area of the catalogue). */
function postHeadline(reason: PostReason, record: PostRecord): HeadlineMessage {
  const values = { author: record.authorName, discussion: record.discussionName };
  if (reason === "reply") return { key: "headline.reply", values };
  return { key: record.recordType === "comment" ? "headline.mentionInComment" : "headline.mention", values };
}

/** Inserts the planned notifications (inside the post's transaction); returns who got one. */
export async function writePostNotifications(
  tx: Tx,
  planned: readonly PlannedRecipient[],
  record: PostRecord,
  date: Date,
): Promise<number[]> {
  if (planned.length === 0) return [];
  await tx.insert(notifications).values(
    planned.map((recipient) => ({
      userID: recipient.userID,
      activityUserID: record.authorID,
      reason: recipient.reason,
      recordType: record.recordType,
      recordID: record.recordID,
      ...headlineColumns(postHeadline(recipient.reason, record)),
      url: record.url,
      dateInserted: date,
      eventKey: postEventKey(record.recordType, record.recordID),
    })),
  );
  return planned.map((recipient) => recipient.userID);
}
