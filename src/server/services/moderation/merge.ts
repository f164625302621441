// Merging a discussion into another: its comments move into the destination (keeping their threads), its opening
// post becomes a comment there (same author, body and date), and it is deleted — logged in full under 'merge' —
// or, with addRedirects, becomes a closed `redirect` discussion pointing at the destination.
import { eq } from "drizzle-orm";
import { comments } from "../../db/schema";
import { fieldErrors, permissionDenied } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { discussionUrl } from "../urls";
import { insertRedirect, removeDiscussion } from "./discussion-ops";
import { loadForModeration } from "./load-discussion";
import { canEditIn } from "./moderation-permissions";
import { recountCategories, recountDiscussion, recountUsers } from "./recount";

export async function mergeDiscussionInto(
  services: ServiceContext,
  sourceID: number,
  destinationID: number,
  options: { addRedirects?: boolean } = {},
): Promise<void> {
  const { viewer } = services;
  const source = await loadForModeration(services, sourceID);
  const destination = await loadForModeration(services, destinationID);
  if (!canEditIn(viewer, source.categoryID) || !canEditIn(viewer, destination.categoryID))
    throw permissionDenied();
  if (sourceID === destinationID) {
    throw fieldErrors(422, [
      {
        field: "destinationDiscussionID",
        code: "sameDiscussion",
        message: "A discussion cannot be merged into itself.",
      },
    ]);
  }
  const index = await loadCategoryIndex(services.db);
  await services.db.transaction(async (tx) => {
    await tx.insert(comments).values({
      discussionID: destinationID,
      body: source.body,
      format: source.format,
      insertUserID: source.insertUserID,
      dateInserted: source.dateInserted,
      dateUpdated: source.dateUpdated,
      score: 0,
      attributes: { mergedFromDiscussionID: sourceID, mergedName: source.name },
    });
    await tx.update(comments).set({ discussionID: destinationID }).where(eq(comments.discussionID, sourceID));
    await removeDiscussion(tx, source, viewer.user.userID, "merge", {
      destinationDiscussionID: destinationID,
    });
    if (options.addRedirects) {
      // The redirect takes the source's place in its list.
      await insertRedirect(tx, source, discussionUrl(destination.discussionID, destination.name));
      await recountUsers(tx, [source.insertUserID]);
    }
    await recountDiscussion(tx, destinationID);
    await recountCategories(tx, index, [source.categoryID, destination.categoryID]);
  });
}
