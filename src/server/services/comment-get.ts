// One comment by its ID (GET /comments/{id}): visible only when its discussion's category is, so a comment in a
// private category answers 404 like a missing one. Its body is rendered as in the comment lists.
import { eq } from "drizzle-orm";
import type { Comment } from "../../types/generated/api/comment";
import { comments, discussions } from "../db/schema";
import { renderStoredBodies } from "../format/stored-bodies";
import { commentBodySource, presentComment } from "./comments";
import type { ServiceContext } from "./context";

export async function getComment(ctx: ServiceContext, commentID: number): Promise<Comment | null> {
  const [found] = await ctx.db
    .select({ comment: comments, categoryID: discussions.categoryID })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(eq(comments.commentID, commentID))
    .limit(1);
  if (!found || !ctx.viewer.permissions.canViewCategory(found.categoryID)) return null;
  const [body] = await renderStoredBodies(ctx.db, [commentBodySource(found.comment)]);
  return presentComment(found.comment, found.categoryID, body ?? "");
}
