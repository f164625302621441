// The discussion one option acts on, with the checks every option starts with: a guest is asked to sign in (401),
// a discussion the viewer may not see answers like a missing one (404), so its existence stays private.
import { eq } from "drizzle-orm";
import { discussions } from "../../db/schema";
import { notFound, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";

export type OptionDiscussionRow = typeof discussions.$inferSelect;

export async function loadForOption(ctx: ServiceContext, discussionID: number): Promise<OptionDiscussionRow> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const [row] = await ctx.db
    .select()
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  return row;
}
