// The post an attachment belongs to: a discussion or a comment, read only when the viewer may read it (a post in a
// category they may not see answers 404 like a missing one: its existence is not revealed).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comments, discussions, users } from "../../db/schema";
import { unescapeHtml } from "../../format/escape";
import { notFound } from "../../http/errors";
import type { Viewer } from "../context";
import { commentUrl, discussionUrl } from "../urls";
import type { AttachmentRecordType, PostRecord } from "./types";

interface PostRow {
  discussionID: number;
  categoryID: number;
  insertUserID: number;
  name: string;
  body: string;
  format: string;
}

async function findPost(db: Db, recordType: AttachmentRecordType, recordID: number): Promise<PostRow | null> {
  if (recordType === "discussion") {
    const [row] = await db
      .select({
        discussionID: discussions.discussionID,
        categoryID: discussions.categoryID,
        insertUserID: discussions.insertUserID,
        name: discussions.name,
        body: discussions.body,
        format: discussions.format,
      })
      .from(discussions)
      .where(eq(discussions.discussionID, recordID))
      .limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({
      discussionID: discussions.discussionID,
      categoryID: discussions.categoryID,
      insertUserID: comments.insertUserID,
      name: discussions.name,
      body: comments.body,
      format: comments.format,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(eq(comments.commentID, recordID))
    .limit(1);
  return row ?? null;
}

/** A post's source as text: Markdown and plain text as written, HTML without its tags. */
function sourceText(body: string, format: string): string {
  if (format !== "html") return body.trim();
  return unescapeHtml(
    body
      .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, "\n")
      .replace(/<[^>]*>/g, "")
      .replace(/\n{3,}/g, "\n\n"),
  ).trim();
}

async function authorName(db: Db, userID: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.userID, userID)).limit(1);
  return row?.name ?? "";
}

/** The post, if it exists and the viewer may read it; 404 otherwise. */
export async function loadPostRecord(
  db: Db,
  viewer: Viewer,
  recordType: AttachmentRecordType,
  recordID: number,
  publicUrl: string,
): Promise<PostRecord> {
  const row = await findPost(db, recordType, recordID);
  if (!row || !viewer.permissions.canViewCategory(row.categoryID)) {
    throw notFound(recordType === "discussion" ? "Discussion" : "Comment");
  }
  const path = recordType === "discussion" ? discussionUrl(recordID, row.name) : commentUrl(recordID);
  return {
    recordType,
    recordID,
    discussionID: row.discussionID,
    categoryID: row.categoryID,
    insertUserID: row.insertUserID,
    authorName: await authorName(db, row.insertUserID),
    name: row.name,
    text: sourceText(row.body, row.format),
    url: `${publicUrl.replace(/\/+$/, "")}${path}`,
  };
}

/** The post's text and, below it, the address it came from: the default body of an escalation. */
export function postBodyWithLink(post: PostRecord, max: number): string {
  const link = `\n\n${post.url}`;
  const text = post.text.length + link.length > max ? post.text.slice(0, max - link.length - 1) : post.text;
  return `${text}${link}`.trim();
}

/** Which of these posts (at most a refresh's 100) the viewer may read, as "recordType:recordID" keys. */
export async function readableRecords(
  db: Db,
  viewer: Viewer,
  records: readonly { recordType: string; recordID: number }[],
): Promise<Set<string>> {
  const readable = new Set<string>();
  for (const record of records) {
    const key = `${record.recordType}:${record.recordID}`;
    if (readable.has(key)) continue;
    if (record.recordType !== "discussion" && record.recordType !== "comment") continue;
    const row = await findPost(db, record.recordType, record.recordID);
    if (row && viewer.permissions.canViewCategory(row.categoryID)) readable.add(key);
  }
  return readable;
}
