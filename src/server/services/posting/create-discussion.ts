// POST /discussions: who may post where, then the row and every counter it moves in one transaction.
import type { Discussion } from "../../../types/generated/api/discussion";
import type { DiscussionPost } from "../../../types/generated/api/discussion-post";
import { discussions } from "../../db/schema";
import { renderSource } from "../../format/render";
import { type FieldErrorInput, fieldErrors, notFound, permissionDenied } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import { refreshQuestionStatus } from "../comment-thread/answers";
import type { ServiceContext } from "../context";
import { getDiscussion } from "../discussions";
import { publishCountsChanged } from "../notifications/counts-bus";
import { planPostNotifications, writePostNotifications } from "../notifications/post-notifications";
import { linkReferencedMedia } from "../post-attachments/link-media";
import { discussionUrl } from "../urls";
import { countNewDiscussion } from "./counters";
import { checkTagIDs, tagNewDiscussion } from "./post-tags";
import type { PostingOptions } from "./posting-options";
import { bodyErrors, resolveMentions } from "./prepare-body";

/** Categories that only group others hold no discussions of their own. */
const POSTABLE_DISPLAY = new Set(["discussions", "flat"]);

/** `beforeWrite` runs once every check has passed, right before the transaction (the route's flood control). */
export async function createDiscussion(
  ctx: ServiceContext,
  input: DiscussionPost,
  beforeWrite?: () => Promise<void>,
  options: PostingOptions = {},
): Promise<Discussion> {
  const { viewer } = ctx;
  const index = await loadCategoryIndex(ctx.db);
  const category = index.byID.get(input.categoryID);
  // A category the viewer may not see answers like a missing one (its existence is private too).
  if (!category || !viewer.permissions.canViewCategory(category.categoryID)) throw notFound("Category");
  if (!viewer.permissions.has("discussions.add", category.categoryID)) throw permissionDenied();

  const name = input.name.trim();
  const errors: FieldErrorInput[] = [];
  if (!name) errors.push({ field: "name", code: "empty", message: "name must contain some text." });
  const rendered = renderSource(input.body, input.format);
  errors.push(...bodyErrors(rendered));
  const tagIDs = await checkTagIDs(ctx.db, input.tagIDs ?? [], errors);
  if (errors.length) throw fieldErrors(400, errors);
  if (!POSTABLE_DISPLAY.has(category.displayAs)) {
    throw fieldErrors(422, [
      {
        field: "categoryID",
        code: "notPostable",
        message: "{category} only groups other categories: choose one of them.",
        values: { category: category.name },
      },
    ]);
  }

  const mentions = await resolveMentions(ctx.db, rendered);
  // A scheduled post published silently (drafts/publish-draft.ts) tells nobody.
  const planned = options.silent
    ? []
    : await planPostNotifications(ctx.db, {
        authorID: viewer.user.userID,
        categoryID: category.categoryID,
        mentions,
        discussionAuthorID: null,
      });
  // Flood control counts only posts that would be written: a refused attempt does not use up the allowance.
  await beforeWrite?.();
  const now = new Date();
  const { discussionID, notified } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discussions)
      .values({
        categoryID: category.categoryID,
        name,
        body: input.body,
        format: input.format,
        type: input.type ?? "discussion",
        insertUserID: viewer.user.userID,
        dateInserted: now,
        dateLastComment: now,
      })
      .returning({ discussionID: discussions.discussionID });
    if (!row) throw new Error("The discussion was not inserted.");
    await tagNewDiscussion(tx, row.discussionID, tagIDs);
    await countNewDiscussion(tx, index, {
      discussionID: row.discussionID,
      categoryID: category.categoryID,
      userID: viewer.user.userID,
    });
    // A question starts unanswered (comment-thread/answers.ts); uploads the body links are its attachments.
    await refreshQuestionStatus(tx, row.discussionID);
    await linkReferencedMedia(tx, {
      body: input.body,
      foreignType: "discussion",
      foreignID: row.discussionID,
      userID: viewer.user.userID,
    });
    const notified = await writePostNotifications(
      tx,
      planned,
      {
        recordType: "discussion",
        recordID: row.discussionID,
        authorID: viewer.user.userID,
        authorName: viewer.user.name,
        discussionName: name,
        url: discussionUrl(row.discussionID, name),
      },
      now,
    );
    await options.alsoWrite?.(tx, row.discussionID);
    // Followers and emails are told after the commit, by the job queue; a silent post tells nobody.
    if (!options.silent)
      await ctx.notificationEvents?.queue(tx, {
        recordType: "discussion",
        recordID: row.discussionID,
        mentionIDs: mentions.map((mention) => mention.userID),
      });
    return { discussionID: row.discussionID, notified };
  });
  publishCountsChanged(ctx.db, notified);
  ctx.notificationEvents?.afterCommit();
  const created = await getDiscussion(ctx, discussionID);
  if (!created) throw new Error("The new discussion could not be read back.");
  return { ...created, mentions };
}
