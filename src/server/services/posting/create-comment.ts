// POST /comments: a reply to a visible discussion the viewer may comment in; closed discussions take replies only
// from those who moderate them. The row and every counter it moves are written in one transaction.
import { eq } from "drizzle-orm";
import { REPLY_WHEN_CLOSED_PERMISSIONS } from "../../../lib/permissions/close-permissions";
import type { Comment } from "../../../types/generated/api/comment";
import type { CommentPost } from "../../../types/generated/api/comment-post";
import { comments, discussions } from "../../db/schema";
import { renderSource } from "../../format/render";
import { renderStoredBodies } from "../../format/stored-bodies";
import { ApiError, fieldErrors, notFound, permissionDenied } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import { refreshQuestionStatus } from "../comment-thread/answers";
import { commentBodySource, presentComment } from "../comments";
import type { ServiceContext } from "../context";
import { publishCountsChanged } from "../notifications/counts-bus";
import { planPostNotifications, writePostNotifications } from "../notifications/post-notifications";
import { linkReferencedMedia } from "../post-attachments/link-media";
import { commentUrl } from "../urls";
import { countNewComment } from "./counters";
import type { PostingOptions } from "./posting-options";
import { bodyErrors, resolveMentions } from "./prepare-body";

/** Replies nest this deep at most (the thread widget's deepest maxDepth); a reply to the deepest level joins it as
 * a sibling. */
const MAX_COMMENT_DEPTH = 5;

function discussionClosed(): ApiError {
  return new ApiError(403, "This discussion has been closed.", {
    description: "Only moderators can comment on a closed discussion.",
  });
}

async function placeUnder(
  ctx: ServiceContext,
  discussionID: number,
  parentCommentID: number | null | undefined,
): Promise<{ parentCommentID: number | null; depth: number }> {
  if (parentCommentID === null || parentCommentID === undefined) return { parentCommentID: null, depth: 1 };
  const [parent] = await ctx.db
    .select({
      commentID: comments.commentID,
      discussionID: comments.discussionID,
      parentCommentID: comments.parentCommentID,
      depth: comments.depth,
    })
    .from(comments)
    .where(eq(comments.commentID, parentCommentID))
    .limit(1);
  if (!parent || parent.discussionID !== discussionID) {
    throw fieldErrors(422, [
      {
        field: "parentCommentID",
        code: "notInDiscussion",
        message: "parentCommentID must be a comment of the same discussion.",
      },
    ]);
  }
  if (parent.depth >= MAX_COMMENT_DEPTH)
    return { parentCommentID: parent.parentCommentID, depth: parent.depth };
  return { parentCommentID: parent.commentID, depth: parent.depth + 1 };
}

/** `beforeWrite` runs once every check has passed, right before the transaction (the route's flood control). */
export async function createComment(
  ctx: ServiceContext,
  input: CommentPost,
  beforeWrite?: () => Promise<void>,
  options: PostingOptions = {},
): Promise<Comment> {
  const { viewer } = ctx;
  const [discussion] = await ctx.db
    .select({
      categoryID: discussions.categoryID,
      closed: discussions.closed,
      name: discussions.name,
      insertUserID: discussions.insertUserID,
    })
    .from(discussions)
    .where(eq(discussions.discussionID, input.discussionID))
    .limit(1);
  if (!discussion || !viewer.permissions.canViewCategory(discussion.categoryID)) throw notFound("Discussion");
  const { categoryID } = discussion;
  if (!viewer.permissions.has("comments.add", categoryID)) throw permissionDenied();
  // docs/reference/permissions.md#category-permissions: a closed discussion takes replies only from those who may
  // close discussions.
  if (discussion.closed && !viewer.permissions.hasAny(REPLY_WHEN_CLOSED_PERMISSIONS, categoryID))
    throw discussionClosed();

  const rendered = renderSource(input.body, input.format);
  const errors = bodyErrors(rendered);
  if (errors.length) throw fieldErrors(400, errors);
  const place = await placeUnder(ctx, input.discussionID, input.parentCommentID);

  const index = await loadCategoryIndex(ctx.db);
  const mentions = await resolveMentions(ctx.db, rendered);
  // A scheduled post published silently (drafts/publish-draft.ts) tells nobody.
  const planned = options.silent
    ? []
    : await planPostNotifications(ctx.db, {
        authorID: viewer.user.userID,
        categoryID,
        mentions,
        discussionAuthorID: discussion.insertUserID,
        discussionID: input.discussionID,
      });
  // Flood control counts only posts that would be written: a refused attempt does not use up the allowance.
  await beforeWrite?.();
  const now = new Date();
  const { row, notified } = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        discussionID: input.discussionID,
        parentCommentID: place.parentCommentID,
        depth: place.depth,
        body: input.body,
        format: input.format,
        insertUserID: viewer.user.userID,
        dateInserted: now,
      })
      .returning();
    if (!inserted) throw new Error("The comment was not inserted.");
    await countNewComment(tx, index, {
      commentID: inserted.commentID,
      discussionID: input.discussionID,
      categoryID,
      userID: viewer.user.userID,
      date: now,
    });
    // A reply to a question may be its first answer (statusID, comment-thread/answers.ts); uploads it links are its
    // attachments.
    await refreshQuestionStatus(tx, input.discussionID);
    await linkReferencedMedia(tx, {
      body: input.body,
      foreignType: "comment",
      foreignID: inserted.commentID,
      userID: viewer.user.userID,
    });
    const notified = await writePostNotifications(
      tx,
      planned,
      {
        recordType: "comment",
        recordID: inserted.commentID,
        authorID: viewer.user.userID,
        authorName: viewer.user.name,
        discussionName: discussion.name,
        url: commentUrl(inserted.commentID),
      },
      now,
    );
    await options.alsoWrite?.(tx, inserted.commentID);
    // Followers and emails are told after the commit, by the job queue; a silent post tells nobody.
    if (!options.silent)
      await ctx.notificationEvents?.queue(tx, {
        recordType: "comment",
        recordID: inserted.commentID,
        mentionIDs: mentions.map((mention) => mention.userID),
      });
    return { row: inserted, notified };
  });
  publishCountsChanged(ctx.db, notified);
  ctx.notificationEvents?.afterCommit();
  const [body = ""] = await renderStoredBodies(ctx.db, [commentBodySource(row)]);
  return { ...presentComment(row, categoryID, body), mentions };
}
