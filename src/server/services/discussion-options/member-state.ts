// A member's own toggles on a discussion (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/api-conventions.md#other-call-families): mute (no reply notifications about it; open to every
// signed-in member who can see it) and dismissing an announcement (it stops being listed first for them). Stored in
// user_discussions beside the bookmark and read position, one upsert that touches only its own column.
import { userDiscussions } from "../../db/schema";
import { fieldErrors } from "../../http/errors";
import type { ServiceContext } from "../context";
import { loadForOption } from "./load";

async function upsert(
  ctx: ServiceContext,
  discussionID: number,
  change: { muted: boolean } | { dismissed: boolean },
): Promise<void> {
  await ctx.db
    .insert(userDiscussions)
    .values({ userID: ctx.viewer.user.userID, discussionID, ...change })
    .onConflictDoUpdate({ target: [userDiscussions.userID, userDiscussions.discussionID], set: change });
}

export async function setDiscussionMuted(
  ctx: ServiceContext,
  discussionID: number,
  muted: boolean,
): Promise<boolean> {
  await loadForOption(ctx, discussionID);
  await upsert(ctx, discussionID, { muted });
  return muted;
}

export async function setAnnouncementDismissed(
  ctx: ServiceContext,
  discussionID: number,
  dismissed: boolean,
): Promise<boolean> {
  const row = await loadForOption(ctx, discussionID);
  // Cancelling a dismissal always works (the announcement may have ended since); dismissing needs one.
  if (dismissed && !row.pinned) {
    throw fieldErrors(422, [
      { field: "dismissed", code: "notAnnouncement", message: "Only announcements can be dismissed." },
    ]);
  }
  await upsert(ctx, discussionID, { dismissed });
  return dismissed;
}
