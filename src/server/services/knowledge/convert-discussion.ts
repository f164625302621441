// Converting a discussion, or its accepted answer, into an article
// (docs/reference/knowledge-base.md#converting-a-discussion): moderators of the discussion's category
// (discussions.moderate, or community.moderate) who write in the target knowledge base. The article keeps
// discussionID and commentID, the link both ways.
import { eq } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { ArticleFromDiscussionPost } from "../../../types/generated/api/article-from-discussion-post";
import { comments, discussions } from "../../db/schema";
import { fieldErrors, notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import type { Article } from "./article-presenter";
import { createArticle } from "./article-writes";
import { refuse, requireEditor } from "./guards";

/** The discussion the viewer may read; 404 otherwise. */
export async function readableDiscussion(ctx: ServiceContext, discussionID: number) {
  const [row] = await ctx.db
    .select({
      discussionID: discussions.discussionID,
      categoryID: discussions.categoryID,
      name: discussions.name,
      body: discussions.body,
      format: discussions.format,
      type: discussions.type,
    })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID));
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  return row;
}

async function acceptedAnswer(ctx: ServiceContext, discussionID: number, commentID: number) {
  const [comment] = await ctx.db
    .select({
      discussionID: comments.discussionID,
      body: comments.body,
      format: comments.format,
      answerStatus: comments.answerStatus,
    })
    .from(comments)
    .where(eq(comments.commentID, commentID));
  if (!comment || comment.discussionID !== discussionID || comment.answerStatus !== "accepted")
    throw fieldErrors(422, [
      {
        field: "commentID",
        code: "notAcceptedAnswer",
        message: msg("Only an accepted answer of this question can be converted."),
      },
    ]);
  return comment;
}

export async function convertDiscussion(
  ctx: ServiceContext,
  input: ArticleFromDiscussionPost,
): Promise<Article> {
  const discussion = await readableDiscussion(ctx, input.discussionID);
  const { permissions } = ctx.viewer;
  if (
    !permissions.has("discussions.moderate", discussion.categoryID) &&
    !permissions.has("community.moderate")
  )
    refuse(ctx);
  await requireEditor(ctx, input.knowledgeBaseID);
  const answer = input.commentID ? await acceptedAnswer(ctx, discussion.discussionID, input.commentID) : null;
  const source = answer ?? discussion;
  return createArticle(
    ctx,
    {
      knowledgeBaseID: input.knowledgeBaseID,
      knowledgeCategoryID: input.knowledgeCategoryID ?? null,
      name: discussion.name,
      body: source.body,
      format: source.format === "text" || source.format === "html" ? source.format : "markdown",
      status: input.status ?? "draft",
    },
    { discussionID: discussion.discussionID, commentID: input.commentID ?? null },
  );
}
