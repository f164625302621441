// The post a report is about: a discussion or a comment, with its discussion and category (where the report is
// filed and who may see it). A post in a category the viewer may not see answers 404 like a missing one.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comments, discussions } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Viewer } from "../context";

export type ReportRecordType = "discussion" | "comment";

export interface ReportedRecord {
  recordType: ReportRecordType;
  recordID: number;
  discussionID: number;
  categoryID: number;
}

async function findRecord(db: Db, recordType: ReportRecordType, recordID: number) {
  if (recordType === "discussion") {
    const [row] = await db
      .select({ discussionID: discussions.discussionID, categoryID: discussions.categoryID })
      .from(discussions)
      .where(eq(discussions.discussionID, recordID))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({ discussionID: discussions.discussionID, categoryID: discussions.categoryID })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(eq(comments.commentID, recordID))
    .limit(1);
  return row;
}

export async function loadReportedRecord(
  db: Db,
  viewer: Viewer,
  recordType: ReportRecordType,
  recordID: number,
): Promise<ReportedRecord> {
  const row = await findRecord(db, recordType, recordID);
  if (!row || !viewer.permissions.canViewCategory(row.categoryID)) {
    throw notFound(recordType === "discussion" ? "Discussion" : "Comment");
  }
  return { recordType, recordID, ...row };
}
