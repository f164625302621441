// A user's fragment with their post counts, for widgets that feature one member (User Spotlight).
// The counts cover only categories the viewer may see: the stored per-user totals include private categories,
// and even a count must not reveal activity there.
import { and, count, eq, inArray } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { comments, discussions, users } from "../db/schema";
import type { ServiceContext } from "./context";
import { toUserFragment } from "./user-presenters";

export type UserCard = UserFragment & { countDiscussions: number; countComments: number };

/** null when the user does not exist or was deleted: there is nobody to feature. */
export async function getUserCard(ctx: ServiceContext, userID: number): Promise<UserCard | null> {
  const [row] = await ctx.db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      dateLastActive: users.dateLastActive,
      title: users.title,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  if (!row || row.deleted) return null;
  return { ...toUserFragment(row), ...(await visibleCounts(ctx, userID)) };
}

export async function visibleCounts(
  ctx: ServiceContext,
  userID: number,
): Promise<{ countDiscussions: number; countComments: number }> {
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (visible.length === 0) return { countDiscussions: 0, countComments: 0 };
  const [started, replied] = await Promise.all([
    ctx.db
      .select({ total: count() })
      .from(discussions)
      .where(and(eq(discussions.insertUserID, userID), inArray(discussions.categoryID, visible))),
    ctx.db
      .select({ total: count() })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(and(eq(comments.insertUserID, userID), inArray(discussions.categoryID, visible))),
  ]);
  return { countDiscussions: started[0]?.total ?? 0, countComments: replied[0]?.total ?? 0 };
}
