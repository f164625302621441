// The one place that decides who hears of an event and how (docs/reference/notifications.md#delivery): every
// candidate comes with a reason (mention, reply, reaction, a followed category's new post or comment) and the
// channels their preferences ask for; this drops the actor, anyone who may not see the record now (deleted, banned,
// no permission: eligible-recipients.ts), anyone who muted the discussion (except a mention, which names them) and
// anyone who paused notifications, and keeps one reason per person (the strongest).
import { and, eq, inArray } from "drizzle-orm";
import type { ChannelFlags, NotificationTypeKey } from "../../../lib/notification-types";
import type { Db } from "../../db/client";
import { userDiscussions } from "../../db/schema-posts";
import { inChunks } from "../sql";
import { eligibleRecipients } from "./eligible-recipients";
import { preferencesOf } from "./member-preferences";

export type DeliveryReason = "mention" | "reply" | "reaction" | "newDiscussion" | "newComment";

/** Strongest first: a reply that also mentions you is told as the mention. */
const REASON_ORDER: readonly DeliveryReason[] = [
  "mention",
  "reply",
  "reaction",
  "newDiscussion",
  "newComment",
];

/** The member preference that governs a reason (category reasons use the follow's own flags instead). */
export const REASON_TYPE: Record<DeliveryReason, NotificationTypeKey> = {
  mention: "Mention",
  reply: "Reply",
  reaction: "Reaction",
  newDiscussion: "NewDiscussion",
  newComment: "NewComment",
};

export interface Candidate {
  userID: number;
  reason: DeliveryReason;
  /** Channels from the follow row (category reasons); others take the member's preferences. */
  channels?: ChannelFlags;
}

export interface DeliveryScope {
  actorID: number;
  categoryID: number;
  /** The discussion the record belongs to, for mutes. */
  discussionID: number;
}

export interface Recipient {
  userID: number;
  reason: DeliveryReason;
  channels: ChannelFlags;
}

/** One candidate per person: the strongest reason wins. */
function strongest(candidates: readonly Candidate[]): Map<number, Candidate> {
  const byUser = new Map<number, Candidate>();
  for (const candidate of candidates) {
    const held = byUser.get(candidate.userID);
    if (!held || REASON_ORDER.indexOf(candidate.reason) < REASON_ORDER.indexOf(held.reason))
      byUser.set(candidate.userID, candidate);
  }
  return byUser;
}

async function mutedAmong(db: Db, userIDs: number[], discussionID: number): Promise<Set<number>> {
  const rows = await inChunks(userIDs, (slice) =>
    db
      .select({ userID: userDiscussions.userID })
      .from(userDiscussions)
      .where(
        and(
          eq(userDiscussions.discussionID, discussionID),
          eq(userDiscussions.muted, true),
          inArray(userDiscussions.userID, slice),
        ),
      ),
  );
  return new Set(rows.map((row) => row.userID));
}

/** Who is told, by which channels; people with no channel left are not listed. Ascending user ID. */
export async function decideRecipients(
  db: Db,
  candidates: readonly Candidate[],
  scope: DeliveryScope,
  now = new Date(),
): Promise<Recipient[]> {
  const byUser = strongest(candidates);
  const eligible = await eligibleRecipients(db, byUser.keys(), {
    actorID: scope.actorID,
    categoryID: scope.categoryID,
  });
  const muted = await mutedAmong(db, eligible, scope.discussionID);
  const preferences = await preferencesOf(db, eligible);
  const recipients: Recipient[] = [];
  for (const userID of eligible) {
    const candidate = byUser.get(userID);
    const member = preferences.get(userID);
    if (!candidate || !member) continue;
    if (muted.has(userID) && candidate.reason !== "mention") continue;
    if (member.PausedUntil && new Date(member.PausedUntil) > now) continue;
    const channels = candidate.channels ?? member[REASON_TYPE[candidate.reason]];
    if (!channels.popup && !channels.email) continue;
    recipients.push({ userID, reason: candidate.reason, channels: { ...channels } });
  }
  return recipients;
}
