// Counters a moderation operation moves (a discussion leaving a category, comments changing discussion, posts
// disappearing). Rather than adding and subtracting, each affected row is recomputed from the rows with the same
// definitions as the seed's recount (src/server/db/seed/recount.ts), so a full recount afterwards changes nothing
// — redirect discussions are rows of their category like any other, as the recount counts them.
import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { categories, comments, discussions, discussionTags, tags, users } from "../../db/schema";
import { ancestryOf, type CategoryIndex, descendantsOf } from "../category-index";

export type { Tx };

/** A discussion's comment count and last comment (the date never goes below the discussion's own). */
export async function recountDiscussion(tx: Tx, discussionID: number): Promise<void> {
  const [last] = await tx
    .select({ commentID: comments.commentID, userID: comments.insertUserID, date: comments.dateInserted })
    .from(comments)
    .where(eq(comments.discussionID, discussionID))
    .orderBy(sql`${comments.dateInserted} DESC, ${comments.commentID} DESC`)
    .limit(1);
  await tx
    .update(discussions)
    .set({
      countComments: sql`(SELECT count(*)::int FROM comments WHERE "discussionID" = ${discussionID})`,
      lastCommentID: last?.commentID ?? null,
      lastCommentUserID: last?.userID ?? null,
      dateLastComment: last
        ? sql`greatest(${discussions.dateInserted}, ${last.date})`
        : discussions.dateInserted,
    })
    .where(eq(discussions.discussionID, discussionID));
}

/** The categories' own counts and latest discussion, then the rolled-up counts of every ancestor. */
export async function recountCategories(
  tx: Tx,
  index: CategoryIndex,
  categoryIDs: readonly number[],
): Promise<void> {
  const own = [...new Set(categoryIDs)];
  if (!own.length) return;
  for (const categoryID of own) {
    const [last] = await tx
      .select({ discussionID: discussions.discussionID, lastCommentID: discussions.lastCommentID })
      .from(discussions)
      .where(eq(discussions.categoryID, categoryID))
      .orderBy(sql`${discussions.dateLastComment} DESC, ${discussions.discussionID} DESC`)
      .limit(1);
    await tx
      .update(categories)
      .set({
        countDiscussions: sql`(SELECT count(*)::int FROM discussions WHERE "categoryID" = ${categoryID})`,
        countComments: sql`(SELECT coalesce(sum("countComments"), 0)::int FROM discussions WHERE "categoryID" = ${categoryID})`,
        lastDiscussionID: last?.discussionID ?? null,
        lastCommentID: last?.lastCommentID ?? null,
      })
      .where(eq(categories.categoryID, categoryID));
  }
  const ancestors = new Set<number>();
  for (const categoryID of own)
    for (const node of ancestryOf(index, categoryID)) ancestors.add(node.categoryID);
  for (const ancestorID of ancestors) {
    const subtree = [ancestorID, ...descendantsOf(index, ancestorID).map((node) => node.categoryID)];
    const [totals] = await tx
      .select({
        discussions: sql<number>`coalesce(sum(${categories.countDiscussions}), 0)::int`,
        comments: sql<number>`coalesce(sum(${categories.countComments}), 0)::int`,
      })
      .from(categories)
      .where(inArray(categories.categoryID, subtree));
    await tx
      .update(categories)
      .set({ countAllDiscussions: totals?.discussions ?? 0, countAllComments: totals?.comments ?? 0 })
      .where(eq(categories.categoryID, ancestorID));
  }
}

/** What the users posted, after posts were removed or changed hands. */
export async function recountUsers(tx: Tx, userIDs: readonly number[]): Promise<void> {
  const ids = [...new Set(userIDs)];
  if (!ids.length) return;
  await tx
    .update(users)
    .set({
      countDiscussions: sql`(SELECT count(*)::int FROM discussions d WHERE d."insertUserID" = users."userID")`,
      countComments: sql`(SELECT count(*)::int FROM comments c WHERE c."insertUserID" = users."userID")`,
    })
    .where(inArray(users.userID, ids));
}

/** The tags' discussion counts. */
export async function recountTags(tx: Tx, tagIDs: readonly number[]): Promise<void> {
  const ids = [...new Set(tagIDs)];
  if (!ids.length) return;
  await tx
    .update(tags)
    .set({
      countDiscussions: sql`(SELECT count(*)::int FROM discussion_tags dt WHERE dt."tagID" = tags."tagID")`,
    })
    .where(inArray(tags.tagID, ids));
}

export async function tagIDsOf(tx: Tx, discussionID: number): Promise<number[]> {
  const rows = await tx
    .select({ tagID: discussionTags.tagID })
    .from(discussionTags)
    .where(eq(discussionTags.discussionID, discussionID));
  return rows.map((row) => row.tagID);
}
