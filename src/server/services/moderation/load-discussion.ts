// The discussion row a moderation operation works on, with the checks every operation starts with: a discussion
// the viewer may not see answers 404 like a missing one; a guest is asked to sign in.
import { eq } from "drizzle-orm";
import { discussions } from "../../db/schema";
import { notFound, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import type { Tx } from "./recount";

export type DiscussionRow = typeof discussions.$inferSelect;

async function loadDiscussionRow(db: ServiceContext["db"] | Tx, discussionID: number) {
  const [row] = await db
    .select()
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  return row ?? null;
}

export async function loadForModeration(ctx: ServiceContext, discussionID: number): Promise<DiscussionRow> {
  const row = await loadDiscussionRow(ctx.db, discussionID);
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  return row;
}
