// Engagement data as the API answers it: a record's reactions (every type but the Flag class, as
// expand=reactions gives them), a reactions log, and reports in the moderators' queue.
import { REACTION_TYPES } from "../../src/server/db/seed/reaction-types";
import type { Reaction } from "../../src/types/generated/api/reaction";
import type { ReactionLogEntry } from "../../src/types/generated/api/reaction-log-entry";
import type { Report } from "../../src/types/generated/api/report";
import { hoursAgo } from "./clock";
import { nextID } from "./sequence";
import { makeUser } from "./users";

type ReactionClass = Reaction["class"];

/**
 * Every reaction type (tagIDs 1.. in seed order, Flag class left out) with counts from `counts` (by urlcode, 0
 * otherwise); `mine` is the viewer's reaction.
 */
export function makeReactions(counts: Record<string, number> = {}, mine?: string): Reaction[] {
  return REACTION_TYPES.flatMap((type, index) =>
    type.class === "Flag"
      ? []
      : [
          {
            tagID: index + 1,
            urlcode: type.urlcode,
            name: type.name,
            class: type.class as ReactionClass,
            count: counts[type.urlcode] ?? 0,
            hasReacted: type.urlcode === mine,
            reactionValue: type.value,
          },
        ],
  );
}

/** Log entries for `urlcode`, one per user 1..count, newest first. */
export function makeReactionLog(
  reactions: readonly Reaction[],
  urlcode: string,
  count: number,
): ReactionLogEntry[] {
  const reaction = reactions.find((item) => item.urlcode === urlcode);
  if (!reaction) return [];
  return Array.from({ length: count }, (_, index) => {
    const user = makeUser({ userID: index + 1 });
    return {
      tagID: reaction.tagID,
      userID: user.userID,
      user,
      reactionType: {
        tagID: reaction.tagID,
        urlcode: reaction.urlcode,
        name: reaction.name,
        class: reaction.class,
      },
      dateInserted: hoursAgo(index + 1),
    };
  });
}

/** A report in the queue, on a discussion unless overridden. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  const reportID = overrides.reportID ?? nextID("report");
  const reporter = makeUser({ userID: (reportID % 7) + 2 });
  const author = makeUser({ userID: (reportID % 5) + 9 });
  const recordID = overrides.recordID ?? 100 + reportID;
  return {
    reportID,
    recordType: "discussion",
    recordID,
    discussionID: recordID,
    categoryID: 3,
    reason: "spam",
    noteBody: "",
    status: "new",
    insertUserID: reporter.userID,
    insertUser: reporter,
    dateInserted: hoursAgo(reportID * 3),
    updateUserID: null,
    updateUser: null,
    dateUpdated: null,
    record: {
      name: "Cheap watches, best prices, click now",
      url: `/discussion/${recordID}/cheap-watches`,
      excerpt: "Buy the best watches at the lowest prices on the web. Limited offer, visit our shop today.",
      insertUserID: author.userID,
      insertUser: author,
    },
    ...overrides,
  };
}
