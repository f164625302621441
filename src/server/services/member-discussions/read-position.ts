// A member's read position in a discussion: opening it (GET /discussions/{id}, the post page) stores when, and
// how many comments it had then, so countUnread counts only what came after. Guests leave no trace.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { discussions } from "../../db/schema";
import { userDiscussions } from "../../db/schema-posts";
import { isSignedIn, type ServiceContext } from "../context";

export async function recordDiscussionView(
  ctx: ServiceContext,
  discussionID: number,
  countComments: number,
): Promise<void> {
  if (!isSignedIn(ctx.viewer)) return;
  const now = new Date();
  await ctx.db
    .insert(userDiscussions)
    .values({
      userID: ctx.viewer.user.userID,
      discussionID,
      dateLastViewed: now,
      countCommentsRead: countComments,
    })
    .onConflictDoUpdate({
      target: [userDiscussions.userID, userDiscussions.discussionID],
      // Never lower the position: a stale page (an older comment count) must not mark read comments unread.
      set: {
        dateLastViewed: now,
        countCommentsRead: sql`greatest(${userDiscussions.countCommentsRead}, ${countComments})`,
      },
    });
}

/** One more view of the discussion (discussions.countViews), for guests and members alike. */
export async function countDiscussionView(db: Db, discussionID: number): Promise<void> {
  await db
    .update(discussions)
    .set({ countViews: sql`${discussions.countViews} + 1` })
    .where(eq(discussions.discussionID, discussionID));
}
