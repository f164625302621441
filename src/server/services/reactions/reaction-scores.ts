// What a record's reactions add up to. discussions.score and comments.score are the sum of the values of the
// reactions on them (the seed's recount computes the same sum), so every reaction written or removed moves the
// score by its type's value in the same transaction.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { ReactionCount } from "../../../types/generated/api/reaction-count";
import type { Db, Tx } from "../../db/client";
import { comments, discussions, reactions, reactionTypes } from "../../db/schema";
import type { ReactionRecordType } from "./reaction-record";

export type { Tx };

export async function addToScore(
  tx: Tx,
  recordType: ReactionRecordType,
  recordID: number,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  if (recordType === "discussion") {
    await tx
      .update(discussions)
      .set({ score: sql`${discussions.score} + ${delta}` })
      .where(eq(discussions.discussionID, recordID));
  } else {
    await tx
      .update(comments)
      .set({ score: sql`${comments.score} + ${delta}` })
      .where(eq(comments.commentID, recordID));
  }
}

/** Every active reaction type with how many of it the record has (zero included, so a client can reset a count). */
export async function reactionCounts(
  db: Db | Tx,
  recordType: ReactionRecordType,
  recordID: number,
): Promise<ReactionCount[]> {
  return db
    .select({ tagID: reactionTypes.tagID, count: count(reactions.userID) })
    .from(reactionTypes)
    .leftJoin(
      reactions,
      and(
        eq(reactions.tagID, reactionTypes.tagID),
        eq(reactions.recordType, recordType),
        eq(reactions.recordID, recordID),
      ),
    )
    .where(eq(reactionTypes.active, true))
    .groupBy(reactionTypes.tagID)
    .orderBy(asc(reactionTypes.tagID));
}
