// A user's fragment with their post counts, for widgets that feature one member (User Spotlight).
import { eq } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { users } from "../db/schema";
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
      countDiscussions: users.countDiscussions,
      countComments: users.countComments,
    })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  if (!row || row.deleted) return null;
  return {
    ...toUserFragment(row),
    countDiscussions: row.countDiscussions,
    countComments: row.countComments,
  };
}
