// The denormalised counters a new post moves, inside the post's transaction. They mirror what the seed's recount
// computes (src/server/db/seed/recount.ts), so a recount after posting changes nothing.
import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { categories, discussions, users } from "../../db/schema";
import type { CategoryIndex } from "../category-index";
import { ancestryOf } from "../category-index";

function chainIDs(index: CategoryIndex, categoryID: number): number[] {
  return ancestryOf(index, categoryID).map((node) => node.categoryID);
}

/** A new discussion: its category's own and rolled-up counts, the category's latest discussion, the author's count. */
export async function countNewDiscussion(
  tx: Tx,
  index: CategoryIndex,
  post: { discussionID: number; categoryID: number; userID: number },
): Promise<void> {
  await tx
    .update(categories)
    .set({
      countDiscussions: sql`${categories.countDiscussions} + 1`,
      lastDiscussionID: post.discussionID,
      lastCommentID: null,
    })
    .where(eq(categories.categoryID, post.categoryID));
  await tx
    .update(categories)
    .set({ countAllDiscussions: sql`${categories.countAllDiscussions} + 1` })
    .where(inArray(categories.categoryID, chainIDs(index, post.categoryID)));
  await tx
    .update(users)
    .set({ countDiscussions: sql`${users.countDiscussions} + 1` })
    .where(eq(users.userID, post.userID));
}

/** A new comment: the discussion's count and last comment, its category's counts and latest post, the author's count. */
export async function countNewComment(
  tx: Tx,
  index: CategoryIndex,
  post: { commentID: number; discussionID: number; categoryID: number; userID: number; date: Date },
): Promise<void> {
  await tx
    .update(discussions)
    .set({
      countComments: sql`${discussions.countComments} + 1`,
      lastCommentID: post.commentID,
      lastCommentUserID: post.userID,
      dateLastComment: post.date,
    })
    .where(eq(discussions.discussionID, post.discussionID));
  await tx
    .update(categories)
    .set({
      countComments: sql`${categories.countComments} + 1`,
      lastDiscussionID: post.discussionID,
      lastCommentID: post.commentID,
    })
    .where(eq(categories.categoryID, post.categoryID));
  await tx
    .update(categories)
    .set({ countAllComments: sql`${categories.countAllComments} + 1` })
    .where(inArray(categories.categoryID, chainIDs(index, post.categoryID)));
  await tx
    .update(users)
    .set({ countComments: sql`${users.countComments} + 1` })
    .where(eq(users.userID, post.userID));
}
