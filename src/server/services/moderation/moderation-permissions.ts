// Who may moderate a discussion, one rule per operation, shared by the one-at-a-time discussion options and bulk
// moderation. community.moderate (global) may do everything; discussions.manage (spec 000 §6: bulk move, merge,
// close, delete) may do every operation in its categories. Besides those:
// - move / merge need discussions.edit (Vanilla's rule) in the discussion's category — and a move needs it in the
//   target category too, so a moderator cannot push content into a category they do not moderate;
// - close needs discussions.close or discussions.moderate (spec 001 §6; lib/permissions/close-permissions.ts, which
//   the interface uses too), or discussions.closeOwn on the viewer's own discussion;
// - delete needs discussions.delete.
import { CLOSE_ANY_PERMISSIONS } from "../../../lib/permissions/close-permissions";
import type { Viewer } from "../context";

export interface ModeratedDiscussion {
  categoryID: number;
  insertUserID: number;
}

function moderates(viewer: Viewer, categoryID: number): boolean {
  return (
    viewer.permissions.has("community.moderate") || viewer.permissions.has("discussions.manage", categoryID)
  );
}

/** Editing a category's discussions as a moderator: moving them out of or into it, merging them. */
export function canEditIn(viewer: Viewer, categoryID: number): boolean {
  return moderates(viewer, categoryID) || viewer.permissions.has("discussions.edit", categoryID);
}

export function canClose(viewer: Viewer, discussion: ModeratedDiscussion): boolean {
  if (viewer.permissions.hasAny(CLOSE_ANY_PERMISSIONS, discussion.categoryID)) return true;
  return (
    discussion.insertUserID === viewer.user.userID &&
    viewer.permissions.has("discussions.closeOwn", discussion.categoryID)
  );
}

export function canDelete(viewer: Viewer, categoryID: number): boolean {
  return moderates(viewer, categoryID) || viewer.permissions.has("discussions.delete", categoryID);
}

/** Whether the viewer may start any bulk action at all (the list checkboxes show for them). */
export function canBulkModerate(viewer: Viewer): boolean {
  return viewer.permissions.has("community.moderate") || viewer.permissions.has("discussions.manage");
}
