// The per-viewer fields of discussions (docs/reference/api-conventions.md#resources Discussion: bookmarked, muted,
// dismissed, unread, countUnread), read from user_discussions in one query for a whole page of discussions. Guests
// get none of them.
//
// unread: the viewer never opened the discussion and did not start it (a "new" badge); countUnread: comments added
// since the viewer last opened it (the count when they last viewed it is stored). A discussion the viewer started
// and never reopened counts every comment as unread: starting it opened it with none.
import { and, eq, inArray } from "drizzle-orm";
import type { Discussion } from "../../../types/generated/api/discussion";
import { userDiscussions } from "../../db/schema-posts";
import { isSignedIn, type ServiceContext } from "../context";

export type ViewerDiscussionFields = Pick<
  Discussion,
  "bookmarked" | "muted" | "dismissed" | "unread" | "countUnread"
>;

export interface ViewerStateInput {
  discussionID: number;
  insertUserID: number;
  countComments: number;
}

/** The viewer's fields per discussion; null for guests (the fields stay absent). */
export async function loadViewerDiscussionState(
  ctx: ServiceContext,
  rows: readonly ViewerStateInput[],
): Promise<Map<number, ViewerDiscussionFields> | null> {
  if (!isSignedIn(ctx.viewer)) return null;
  const userID = ctx.viewer.user.userID;
  const ids = rows.map((row) => row.discussionID);
  const stored = ids.length
    ? await ctx.db
        .select()
        .from(userDiscussions)
        .where(and(eq(userDiscussions.userID, userID), inArray(userDiscussions.discussionID, ids)))
    : [];
  const byID = new Map(stored.map((row) => [row.discussionID, row]));
  const fields = new Map<number, ViewerDiscussionFields>();
  for (const row of rows) {
    const state = byID.get(row.discussionID);
    const viewed = state?.dateLastViewed != null;
    const own = row.insertUserID === userID;
    fields.set(row.discussionID, {
      bookmarked: state?.bookmarked ?? false,
      muted: state?.muted ?? false,
      dismissed: state?.dismissed ?? false,
      unread: !viewed && !own,
      countUnread:
        viewed || own ? Math.max(0, row.countComments - (viewed ? (state?.countCommentsRead ?? 0) : 0)) : 0,
    });
  }
  return fields;
}
