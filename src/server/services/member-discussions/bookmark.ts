// PUT /discussions/{id}/bookmark (docs/reference/ui-behaviour.md#optimistic-updates,
// docs/reference/api-conventions.md#other-call-families): a signed-in member who sees the discussion bookmarks it or
// takes the bookmark back; the answer is the stored state. A hidden discussion answers 404 like a missing one.
import { and, eq } from "drizzle-orm";
import { discussions } from "../../db/schema";
import { userDiscussions } from "../../db/schema-posts";
import { notFound, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";

export async function setBookmark(
  ctx: ServiceContext,
  discussionID: number,
  bookmarked: boolean,
): Promise<{ bookmarked: boolean }> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const [row] = await ctx.db
    .select({ categoryID: discussions.categoryID })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  const userID = ctx.viewer.user.userID;
  const dateBookmarked = bookmarked ? new Date() : null;
  const [stored] = await ctx.db
    .insert(userDiscussions)
    .values({ userID, discussionID, bookmarked, dateBookmarked })
    .onConflictDoUpdate({
      target: [userDiscussions.userID, userDiscussions.discussionID],
      set: { bookmarked, dateBookmarked },
    })
    .returning({ bookmarked: userDiscussions.bookmarked });
  return { bookmarked: stored?.bookmarked ?? bookmarked };
}

/** The viewer's bookmarked discussion IDs, as a subquery for the list filter (GET /discussions?bookmarked=true). */
export function bookmarkedByViewer(ctx: ServiceContext) {
  return ctx.db
    .select({ discussionID: userDiscussions.discussionID })
    .from(userDiscussions)
    .where(and(eq(userDiscussions.userID, ctx.viewer.user.userID), eq(userDiscussions.bookmarked, true)));
}
