// The content log (table content_log): each edit keeps the text before it, each deletion the whole record. Read by
// moderators (community.moderate or discussions.moderate in the record's category): a post's revision history and a
// discussion's deleted comments (docs/reference/routes.md#app-routes links to /log/filter).
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { ContentLogEntry } from "../../../types/generated/api/content-log-entry";
import type { ContentLogQuery } from "../../../types/generated/api/content-log-query";
import type { Db, Tx } from "../../db/client";
import { comments, contentLog, discussions } from "../../db/schema";
import { renderSource } from "../../format/render";
import { fieldErrors, notFound, permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import type { Paging } from "../paging";
import { pageRequest } from "../paging";
import { loadUserFragments } from "../users-batch";

type ContentLogRow = typeof contentLog.$inferSelect;

export interface NewLogEntry {
  recordType: "discussion" | "comment";
  recordID: number;
  parentRecordID: number | null;
  operation: string;
  data: Record<string, unknown>;
  insertUserID: number;
  recordUserID: number | null;
  dateInserted: Date;
}

export async function writeLogEntry(tx: Tx | Db, entry: NewLogEntry): Promise<number> {
  const [row] = await tx.insert(contentLog).values(entry).returning({ logID: contentLog.logID });
  if (!row) throw new Error("The content log entry was not written.");
  return row.logID;
}

const LOG_MODERATOR_PERMISSIONS = ["community.moderate", "discussions.moderate"] as const;

/** The category a query's records live in, or null when the records are unknown (answered 404). */
async function categoryOfQuery(db: Db, query: ContentLogQuery): Promise<number | null> {
  const discussionCategory = async (discussionID: number) =>
    (
      await db
        .select({ categoryID: discussions.categoryID })
        .from(discussions)
        .where(eq(discussions.discussionID, discussionID))
        .limit(1)
    )[0]?.categoryID ?? null;
  if (query.recordType === "comment" && query.parentRecordID !== undefined) {
    return discussionCategory(query.parentRecordID);
  }
  if (query.recordType === "discussion" && query.recordID !== undefined) {
    const found = await discussionCategory(query.recordID);
    if (found !== null) return found;
    // A deleted discussion: its log entries name its category.
    const [entry] = await db
      .select({ parentRecordID: contentLog.parentRecordID })
      .from(contentLog)
      .where(and(eq(contentLog.recordType, "discussion"), eq(contentLog.recordID, query.recordID)))
      .orderBy(desc(contentLog.logID))
      .limit(1);
    return entry?.parentRecordID ?? null;
  }
  if (query.recordType === "comment" && query.recordID !== undefined) {
    const [comment] = await db
      .select({ discussionID: comments.discussionID })
      .from(comments)
      .where(eq(comments.commentID, query.recordID))
      .limit(1);
    let discussionID = comment?.discussionID ?? null;
    if (discussionID === null) {
      const [entry] = await db
        .select({ parentRecordID: contentLog.parentRecordID })
        .from(contentLog)
        .where(and(eq(contentLog.recordType, "comment"), eq(contentLog.recordID, query.recordID)))
        .orderBy(desc(contentLog.logID))
        .limit(1);
      discussionID = entry?.parentRecordID ?? null;
    }
    return discussionID === null ? null : discussionCategory(discussionID);
  }
  return null;
}

/** Throws unless the viewer moderates the category (404 when they may not even see it). */
export function assertLogReader(ctx: ServiceContext, categoryID: number | null): void {
  if (categoryID === null || !ctx.viewer.permissions.canViewCategory(categoryID)) throw notFound("Record");
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (!ctx.viewer.permissions.hasAny([...LOG_MODERATOR_PERMISSIONS], categoryID)) throw permissionDenied();
}

export async function listContentLog(
  ctx: ServiceContext,
  query: ContentLogQuery,
): Promise<{ data: ContentLogEntry[]; paging: Paging }> {
  const named =
    query.recordType !== undefined &&
    (query.recordID !== undefined || (query.recordType === "comment" && query.parentRecordID !== undefined));
  if (!named) {
    throw fieldErrors(400, [
      {
        field: "recordID",
        code: "required",
        message:
          "Name a record (recordType and recordID) or a discussion's comments (recordType=comment and parentRecordID).",
      },
    ]);
  }
  assertLogReader(ctx, await categoryOfQuery(ctx.db, query));
  const conditions: SQL[] = [];
  if (query.recordType) conditions.push(eq(contentLog.recordType, query.recordType));
  if (query.recordID !== undefined) conditions.push(eq(contentLog.recordID, query.recordID));
  if (query.parentRecordID !== undefined)
    conditions.push(eq(contentLog.parentRecordID, query.parentRecordID));
  if (query.operation) conditions.push(eq(contentLog.operation, query.operation));
  const where = and(...conditions);
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  // A record's history reads oldest first (revision 1, 2, …); a discussion's deletions newest first.
  const order = query.recordID !== undefined ? asc(contentLog.logID) : desc(contentLog.logID);
  const [rows, totals] = await Promise.all([
    ctx.db.select().from(contentLog).where(where).orderBy(order).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(contentLog).where(where),
  ]);
  return {
    data: await presentLogEntries(ctx.db, rows),
    paging: { page, limit, total: totals[0]?.total ?? 0 },
  };
}

async function existingIDs(db: Db, rows: ContentLogRow[]): Promise<Set<string>> {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.recordType === type).map((r) => r.recordID)),
  ];
  const found = new Set<string>();
  const commentIDs = ids("comment");
  const discussionIDs = ids("discussion");
  if (commentIDs.length) {
    const present = await db
      .select({ id: comments.commentID })
      .from(comments)
      .where(inArray(comments.commentID, commentIDs));
    for (const { id } of present) found.add(`comment:${id}`);
  }
  if (discussionIDs.length) {
    const present = await db
      .select({ id: discussions.discussionID })
      .from(discussions)
      .where(inArray(discussions.discussionID, discussionIDs));
    for (const { id } of present) found.add(`discussion:${id}`);
  }
  return found;
}

async function presentLogEntries(db: Db, rows: ContentLogRow[]): Promise<ContentLogEntry[]> {
  const [users, existing] = await Promise.all([
    loadUserFragments(
      db,
      rows.flatMap((row) => [row.insertUserID, row.recordUserID]),
    ),
    existingIDs(db, rows),
  ]);
  return rows.map((row) => {
    const entry: ContentLogEntry = {
      logID: row.logID,
      recordType: row.recordType,
      recordID: row.recordID,
      parentRecordID: row.parentRecordID,
      operation: row.operation,
      data: row.data,
      insertUserID: row.insertUserID,
      recordUserID: row.recordUserID,
      dateInserted: row.dateInserted.toISOString(),
      recordExists: existing.has(`${row.recordType}:${row.recordID}`),
    };
    const { body, format } = row.data;
    if (typeof body === "string")
      entry.bodyHtml = renderSource(body, typeof format === "string" ? format : "markdown").html;
    const insertUser = users.get(row.insertUserID);
    if (insertUser) entry.insertUser = insertUser;
    const recordUser = row.recordUserID === null ? undefined : users.get(row.recordUserID);
    if (recordUser) entry.recordUser = recordUser;
    return entry;
  });
}
