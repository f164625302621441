// How reports leave the server: the reporter and the last moderator who handled it, and the reported post as it
// is now (its discussion's name, address, an excerpt and its author). Three queries for a page whatever its size.
import { eq, inArray } from "drizzle-orm";
import type { Report } from "../../../types/generated/api/report";
import { comments, discussions } from "../../db/schema";
import type { reports } from "../../db/schema-posts";
import type { ServiceContext } from "../context";
import { excerptOf } from "../format";
import { commentUrl, discussionUrl } from "../urls";
import { loadUserFragments } from "../users-batch";

type ReportRow = typeof reports.$inferSelect;
type ReportedPost = NonNullable<Report["record"]>;

async function loadPosts(ctx: ServiceContext, rows: readonly ReportRow[]) {
  const idsOf = (type: string) => [
    ...new Set(rows.filter((r) => r.recordType === type).map((r) => r.recordID)),
  ];
  const discussionIDs = idsOf("discussion");
  const commentIDs = idsOf("comment");
  const [discussionRows, commentRows] = await Promise.all([
    discussionIDs.length
      ? ctx.db
          .select({
            id: discussions.discussionID,
            name: discussions.name,
            body: discussions.body,
            insertUserID: discussions.insertUserID,
          })
          .from(discussions)
          .where(inArray(discussions.discussionID, discussionIDs))
      : Promise.resolve([]),
    commentIDs.length
      ? ctx.db
          .select({
            id: comments.commentID,
            name: discussions.name,
            body: comments.body,
            insertUserID: comments.insertUserID,
          })
          .from(comments)
          .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
          .where(inArray(comments.commentID, commentIDs))
      : Promise.resolve([]),
  ]);
  const posts = new Map<string, Omit<ReportedPost, "insertUser">>();
  for (const row of discussionRows) {
    posts.set(`discussion:${row.id}`, {
      name: row.name,
      url: discussionUrl(row.id, row.name),
      excerpt: excerptOf(row.body),
      insertUserID: row.insertUserID,
    });
  }
  for (const row of commentRows) {
    posts.set(`comment:${row.id}`, {
      name: row.name,
      url: commentUrl(row.id),
      excerpt: excerptOf(row.body),
      insertUserID: row.insertUserID,
    });
  }
  return posts;
}

export async function presentReports(ctx: ServiceContext, rows: readonly ReportRow[]): Promise<Report[]> {
  const posts = await loadPosts(ctx, rows);
  const users = await loadUserFragments(ctx.db, [
    ...rows.flatMap((row) => [row.insertUserID, row.updateUserID]),
    ...[...posts.values()].map((post) => post.insertUserID),
  ]);
  return rows.map((row) => {
    const report: Report = {
      reportID: row.reportID,
      recordType: row.recordType === "comment" ? "comment" : "discussion",
      recordID: row.recordID,
      discussionID: row.discussionID,
      categoryID: row.categoryID,
      reason: row.reason as Report["reason"],
      noteBody: row.noteBody,
      status: row.status as Report["status"],
      insertUserID: row.insertUserID,
      dateInserted: row.dateInserted.toISOString(),
      updateUserID: row.updateUserID,
      updateUser: row.updateUserID ? (users.get(row.updateUserID) ?? null) : null,
      dateUpdated: row.dateUpdated?.toISOString() ?? null,
    };
    const insertUser = users.get(row.insertUserID);
    if (insertUser) report.insertUser = insertUser;
    const post = posts.get(`${row.recordType}:${row.recordID}`);
    if (post) {
      const author = users.get(post.insertUserID);
      report.record = author ? { ...post, insertUser: author } : post;
    }
    return report;
  });
}
