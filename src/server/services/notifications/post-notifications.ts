// Notifications made by posting: a mention (@name in a discussion or comment) and a reply (someone
// else's comment on your discussion). Planned before the post's transaction, because deciding who may be told
// needs each recipient's permissions (and PGlite serialises a transaction with every other query), then written
// inside it once the new record's ID is known. The caller publishes the count change after the commit.
//
// Never notified: whoever eligible-recipients.ts rules out (the author themselves, a deleted or banned member,
// anyone who cannot see the category). A discussion's author who muted it is not told of replies (a mention
// still reaches them: it names them).
// Reactions notify the same way, through reaction-notifications.ts (POST /{discussions|comments}/{id}/reactions).
import { and, eq } from "drizzle-orm";
import type { MentionedUser } from "../../../types/generated/api/mentioned-user";
import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema-activity";
import { userDiscussions } from "../../db/schema-posts";
import { eligibleRecipients } from "./eligible-recipients";

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
  /** The discussion a comment is on: an author who muted it is not told of replies (PUT /discussions/{id}/mute). */
  discussionID?: number;
}

async function hasMuted(db: Db, userID: number, discussionID: number): Promise<boolean> {
  const [row] = await db
    .select({ muted: userDiscussions.muted })
    .from(userDiscussions)
    .where(and(eq(userDiscussions.userID, userID), eq(userDiscussions.discussionID, discussionID)))
    .limit(1);
  return row?.muted === true;
}

/** Who is told what; a member both mentioned and replied to gets one notification, the mention. */
export async function planPostNotifications(db: Db, event: PostEvent): Promise<PlannedRecipient[]> {
  const reasons = new Map<number, PostReason>();
  const replyMuted =
    event.discussionAuthorID !== null &&
    event.discussionID !== undefined &&
    (await hasMuted(db, event.discussionAuthorID, event.discussionID));
  if (event.discussionAuthorID !== null && !replyMuted) reasons.set(event.discussionAuthorID, "reply");
  for (const mention of event.mentions) reasons.set(mention.userID, "mention");
  const eligible = await eligibleRecipients(db, reasons.keys(), {
    actorID: event.authorID,
    categoryID: event.categoryID,
  });
  return eligible.flatMap((userID) => {
    const reason = reasons.get(userID);
    return reason ? [{ userID, reason }] : [];
  });
}

export interface PostRecord {
  recordType: "discussion" | "comment";
  recordID: number;
  authorID: number;
  authorName: string;
  discussionName: string;
  url: string;
}

function postHeadline(reason: PostReason, record: PostRecord): string {
  if (reason === "reply") return `${record.authorName} commented on ${record.discussionName}`;
  const where = record.recordType === "comment" ? "a comment on" : "";
  return `${record.authorName} mentioned you in ${where ? `${where} ` : ""}${record.discussionName}`;
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
      headline: postHeadline(recipient.reason, record),
      url: record.url,
      dateInserted: date,
    })),
  );
  return planned.map((recipient) => recipient.userID);
}
