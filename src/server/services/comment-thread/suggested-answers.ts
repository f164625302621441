// Accepted answers to other questions whose titles share a word with this one's: the suggested answers asset.
import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { comments, discussions } from "../../db/schema";
import type { ServiceContext } from "../context";
import { excerptOf } from "../format";
import { escapeLike } from "../sql";
import { commentUrl } from "../urls";

const MAX_WORDS = 6;
const MAX_SUGGESTIONS = 3;

export interface SuggestedAnswer {
  commentID: number;
  discussionID: number;
  discussionName: string;
  excerpt: string;
  url: string;
}

/** The words (four letters or more) of a title that a suggestion's title may share. */
export function titleWords(title: string): string[] {
  return [...new Set(title.toLowerCase().match(/\p{L}{4,}/gu) ?? [])].slice(0, MAX_WORDS);
}

/**
 * Up to three accepted answers, best scored first, to questions other than `discussionID` in categories the
 * viewer may see whose titles contain one of `words`.
 */
export async function findSuggestedAnswers(
  ctx: ServiceContext,
  discussionID: number,
  words: readonly string[],
): Promise<SuggestedAnswer[]> {
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (words.length === 0 || visible.length === 0) return [];
  const rows = await ctx.db
    .select({
      commentID: comments.commentID,
      body: comments.body,
      discussionID: discussions.discussionID,
      discussionName: discussions.name,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(
      and(
        eq(comments.answerStatus, "accepted"),
        eq(discussions.type, "question"),
        ne(discussions.discussionID, discussionID),
        inArray(discussions.categoryID, visible),
        or(...words.map((word) => sql`${discussions.name} ILIKE ${`%${escapeLike(word)}%`}`)),
      ),
    )
    .orderBy(desc(comments.score), desc(comments.dateInserted))
    .limit(MAX_SUGGESTIONS);
  return rows.map((row) => ({
    commentID: row.commentID,
    discussionID: row.discussionID,
    discussionName: row.discussionName,
    excerpt: excerptOf(row.body),
    url: commentUrl(row.commentID),
  }));
}
