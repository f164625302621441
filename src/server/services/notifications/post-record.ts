// A new post as its notifications tell of it (services/notifications/post-fanout.ts): names, link and a plain-text
// excerpt, and the headline each reason gets.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, comments, discussions, users } from "../../db/schema";
import { renderSource } from "../../format/render";
import type { MailMessageKey, Translate } from "../../mail/catalogue";
import { toPlainText } from "../rss/parse-feed";
import { commentUrl, discussionUrl } from "../urls";
import type { DeliveryReason } from "./delivery-rules";
import type { HeadlineMessage } from "./headlines";

export interface PostFanoutJob {
  recordType: "discussion" | "comment";
  recordID: number;
  /** Members the post mentions (resolved when it was written). */
  mentionIDs: number[];
}

export interface LoadedPost {
  recordType: "discussion" | "comment";
  recordID: number;
  discussionID: number;
  discussionName: string;
  categoryID: number;
  categoryName: string;
  authorID: number;
  authorName: string;
  /** For a comment: the discussion's author (told of the reply). */
  discussionAuthorID: number | null;
  path: string;
  excerpt: string;
}

export async function loadPost(db: Db, job: PostFanoutJob): Promise<LoadedPost | undefined> {
  const isComment = job.recordType === "comment";
  const rows = isComment
    ? await db
        .select({
          discussionID: discussions.discussionID,
          discussionName: discussions.name,
          categoryID: discussions.categoryID,
          discussionAuthorID: discussions.insertUserID,
          authorID: comments.insertUserID,
          body: comments.body,
          format: comments.format,
        })
        .from(comments)
        .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
        .where(eq(comments.commentID, job.recordID))
    : await db
        .select({
          discussionID: discussions.discussionID,
          discussionName: discussions.name,
          categoryID: discussions.categoryID,
          discussionAuthorID: discussions.insertUserID,
          authorID: discussions.insertUserID,
          body: discussions.body,
          format: discussions.format,
        })
        .from(discussions)
        .where(eq(discussions.discussionID, job.recordID));
  const [row] = rows;
  if (!row) return undefined; // deleted before the job ran: nobody is told of it
  const [names] = await db
    .select({ categoryName: categories.name, authorName: users.name })
    .from(categories)
    .innerJoin(users, eq(users.userID, row.authorID))
    .where(eq(categories.categoryID, row.categoryID));
  return {
    recordType: job.recordType,
    recordID: job.recordID,
    discussionID: row.discussionID,
    discussionName: row.discussionName,
    categoryID: row.categoryID,
    categoryName: names?.categoryName ?? "",
    authorID: row.authorID,
    authorName: names?.authorName ?? "",
    discussionAuthorID: isComment ? row.discussionAuthorID : null,
    path: isComment ? commentUrl(job.recordID) : discussionUrl(row.discussionID, row.discussionName),
    excerpt: toPlainText(renderSource(row.body, row.format).html, 300),
  };
}

const HEADLINE_KEYS = {
  reply: "headline.reply",
  newDiscussion: "headline.newDiscussion",
  newComment: "headline.newComment",
} as const satisfies Partial<Record<DeliveryReason, MailMessageKey>>;

/** The headline of a post's notification as a message: stored with popups, rendered when they are read. */
export function postHeadlineMessage(post: LoadedPost, reason: DeliveryReason): HeadlineMessage {
  const values = { author: post.authorName, discussion: post.discussionName, category: post.categoryName };
  if (reason === "mention")
    return { key: post.recordType === "comment" ? "headline.mentionInComment" : "headline.mention", values };
  return {
    key: reason === "reply" || reason === "newDiscussion" ? HEADLINE_KEYS[reason] : HEADLINE_KEYS.newComment,
    values,
  };
}

/** The headline of a post's notification in the language of `t` (emails). */
export function postHeadline(post: LoadedPost, reason: DeliveryReason, t: Translate): string {
  const { key, values } = postHeadlineMessage(post, reason);
  return t(key, values);
}
