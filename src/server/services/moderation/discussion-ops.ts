// Contract: the moderation operations on one discussion that both the discussion options (one at a time) and bulk
// moderation (many, as long-runners) perform, so counts, redirects and the content log stay right either way. Each
// checks the viewer's permission (moderation-permissions.ts) and throws the API error when refused: 404 for a
// discussion (or target category) the viewer may not see, 401 for guests, 403 without the permission, 422 for a
// target category that only groups others. Each operation is one transaction.
import { and, eq, inArray } from "drizzle-orm";
import {
  collectionRecords,
  comments,
  contentLog,
  discussions,
  reactions,
  userDiscussions,
} from "../../db/schema";
import { fieldErrors, notFound, permissionDenied } from "../../http/errors";
import { type CategoryIndex, loadCategoryIndex } from "../category-index";
import type { ServiceContext, Viewer } from "../context";
import { discussionUrl } from "../urls";
import { type DiscussionRow, loadForModeration } from "./load-discussion";
import { canClose, canDelete, canEditIn, type ModeratedDiscussion } from "./moderation-permissions";
import { recountCategories, recountTags, recountUsers, type Tx, tagIDsOf } from "./recount";

export interface MoveOptions {
  /** Leave a redirect discussion behind in the old category. */
  addRedirects?: boolean;
}

/** Categories that only group others hold no discussions of their own (as for posting). */
const POSTABLE_DISPLAY = new Set(["discussions", "flat"]);

/**
 * Throws what a move of `row` to `categoryID` would be refused with (404 unknown or hidden target, 403 without
 * permission in either category, 422 for a category that only groups others). Exported so a caller that makes other
 * changes in the same request (PATCH /discussions/{id}) can check the move before it writes anything.
 */
export function checkMoveTarget(
  viewer: Viewer,
  index: CategoryIndex,
  row: ModeratedDiscussion,
  categoryID: number,
): void {
  const target = index.byID.get(categoryID);
  if (!target || !viewer.permissions.canViewCategory(categoryID)) throw notFound("Category");
  if (!canEditIn(viewer, row.categoryID) || !canEditIn(viewer, categoryID)) throw permissionDenied();
  if (!POSTABLE_DISPLAY.has(target.displayAs)) {
    throw fieldErrors(422, [
      {
        field: "categoryID",
        code: "notPostable",
        message: "{category} only groups other categories: choose one of them.",
        values: { category: target.name },
      },
    ]);
  }
}

/**
 * Moves a discussion to another category (discussions.edit or discussions.manage in both categories, or
 * community.moderate). With addRedirects a closed `redirect` discussion stays in the old category, linking to the
 * discussion's URL. Moving to the category it is already in changes nothing.
 */
export async function moveDiscussion(
  services: ServiceContext,
  discussionID: number,
  categoryID: number,
  options: MoveOptions = {},
): Promise<void> {
  const { viewer } = services;
  const row = await loadForModeration(services, discussionID);
  const index = await loadCategoryIndex(services.db);
  checkMoveTarget(viewer, index, row, categoryID);
  if (row.categoryID === categoryID) return;

  await services.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(discussions)
      .set({ categoryID, updateUserID: viewer.user.userID })
      .where(eq(discussions.discussionID, discussionID));
    await tx.insert(contentLog).values({
      recordType: "discussion",
      recordID: discussionID,
      parentRecordID: row.categoryID,
      operation: "move",
      data: { categoryID: row.categoryID, newCategoryID: categoryID, addRedirects: !!options.addRedirects },
      insertUserID: viewer.user.userID,
      recordUserID: row.insertUserID,
      dateInserted: now,
    });
    if (options.addRedirects) await insertRedirect(tx, row, discussionUrl(row.discussionID, row.name));
    await recountCategories(tx, index, [row.categoryID, categoryID]);
    if (options.addRedirects) await recountUsers(tx, [row.insertUserID]);
  });
}

/**
 * A closed discussion of type `redirect` where the original was, keeping its author and dates so it sits where the
 * original sat; its body links to the new place and attributes.redirectUrl names it for clients.
 */
export async function insertRedirect(tx: Tx, original: DiscussionRow, url: string): Promise<number> {
  const [redirect] = await tx
    .insert(discussions)
    .values({
      categoryID: original.categoryID,
      name: original.name,
      body: `This discussion has moved: [${original.name.replace(/[[\]\\]/g, "\\$&")}](${url})`,
      format: "markdown",
      type: "redirect",
      insertUserID: original.insertUserID,
      closed: true,
      attributes: { redirectUrl: url, redirectDiscussionID: original.discussionID },
      dateInserted: original.dateInserted,
      dateLastComment: original.dateLastComment,
    })
    .returning({ discussionID: discussions.discussionID });
  if (!redirect) throw new Error("The redirect was not inserted.");
  return redirect.discussionID;
}

/** Closes or reopens a discussion (discussions.close, discussions.closeOwn on one's own, or moderators). */
export async function setDiscussionClosed(
  services: ServiceContext,
  discussionID: number,
  closed: boolean,
): Promise<void> {
  const row = await loadForModeration(services, discussionID);
  if (!canClose(services.viewer, row)) throw permissionDenied();
  if (row.closed === closed) return;
  await services.db.update(discussions).set({ closed }).where(eq(discussions.discussionID, discussionID));
}

/** Deletes the discussion and its comments, keeping them in the content log. */
export async function deleteDiscussion(services: ServiceContext, discussionID: number): Promise<void> {
  const row = await loadForModeration(services, discussionID);
  if (!canDelete(services.viewer, row.categoryID)) throw permissionDenied();
  const index = await loadCategoryIndex(services.db);
  await services.db.transaction(async (tx) => {
    await removeDiscussion(tx, row, services.viewer.user.userID, "delete");
    await recountCategories(tx, index, [row.categoryID]);
  });
}

/** How many log rows one insert carries (a discussion can have thousands of comments). */
const LOG_BATCH = 500;

/**
 * Removes a discussion, its comments and what hangs off them (reactions, read state, collection entries), logging
 * each record in full under `operation`. The caller recounts the category; users and tags are recounted here.
 */
export async function removeDiscussion(
  tx: Tx,
  row: DiscussionRow,
  moderatorID: number,
  operation: "delete" | "merge",
  extra: Record<string, unknown> = {},
): Promise<void> {
  const now = new Date();
  const commentRows = await tx.select().from(comments).where(eq(comments.discussionID, row.discussionID));
  const tagIDs = await tagIDsOf(tx, row.discussionID);
  await tx.insert(contentLog).values({
    recordType: "discussion",
    recordID: row.discussionID,
    parentRecordID: row.categoryID,
    operation,
    data: { ...row, ...extra },
    insertUserID: moderatorID,
    recordUserID: row.insertUserID,
    dateInserted: now,
  });
  for (let start = 0; start < commentRows.length; start += LOG_BATCH) {
    await tx.insert(contentLog).values(
      commentRows.slice(start, start + LOG_BATCH).map((comment) => ({
        recordType: "comment",
        recordID: comment.commentID,
        parentRecordID: row.discussionID,
        operation,
        data: { ...comment },
        insertUserID: moderatorID,
        recordUserID: comment.insertUserID,
        dateInserted: now,
      })),
    );
  }
  const commentIDs = commentRows.map((comment) => comment.commentID);
  for (let start = 0; start < commentIDs.length; start += LOG_BATCH) {
    await tx
      .delete(reactions)
      .where(
        and(
          eq(reactions.recordType, "comment"),
          inArray(reactions.recordID, commentIDs.slice(start, start + LOG_BATCH)),
        ),
      );
  }
  await tx
    .delete(reactions)
    .where(and(eq(reactions.recordType, "discussion"), eq(reactions.recordID, row.discussionID)));
  await tx.delete(userDiscussions).where(eq(userDiscussions.discussionID, row.discussionID));
  await tx
    .delete(collectionRecords)
    .where(
      and(eq(collectionRecords.recordType, "discussion"), eq(collectionRecords.recordID, row.discussionID)),
    );
  // Comments and tag links go with the discussion (ON DELETE CASCADE).
  await tx.delete(discussions).where(eq(discussions.discussionID, row.discussionID));
  await recountUsers(tx, [row.insertUserID, ...commentRows.map((comment) => comment.insertUserID)]);
  await recountTags(tx, tagIDs);
}
