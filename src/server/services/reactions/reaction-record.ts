// The record a reaction is on (a discussion or a comment), with what the reaction routes need to decide: its
// category (permissions), its author (the notification) and its discussion's name (the headline). A record in a
// category the viewer may not see answers 404 like a missing one, so a private post's existence is not revealed.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comments, discussions } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Viewer } from "../context";

export type ReactionRecordType = "discussion" | "comment";

export interface ReactionRecord {
  recordType: ReactionRecordType;
  recordID: number;
  categoryID: number;
  authorID: number;
  discussionName: string;
}

/** The record as stored, whoever asks (the job that mails its author re-checks permissions itself). */
export async function findRecord(db: Db, recordType: ReactionRecordType, recordID: number) {
  if (recordType === "discussion") {
    const [row] = await db
      .select({
        categoryID: discussions.categoryID,
        authorID: discussions.insertUserID,
        discussionName: discussions.name,
      })
      .from(discussions)
      .where(eq(discussions.discussionID, recordID))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({
      categoryID: discussions.categoryID,
      authorID: comments.insertUserID,
      discussionName: discussions.name,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(eq(comments.commentID, recordID))
    .limit(1);
  return row;
}

export async function loadReactionRecord(
  db: Db,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
): Promise<ReactionRecord> {
  const row = await findRecord(db, recordType, recordID);
  if (!row || !viewer.permissions.canViewCategory(row.categoryID)) {
    throw notFound(recordType === "discussion" ? "Discussion" : "Comment");
  }
  return { recordType, recordID, ...row };
}
