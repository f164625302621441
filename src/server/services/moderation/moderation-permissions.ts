// Who may moderate a discussion, for the server: the rules of src/lib/moderation/bulk-rules.ts (shared with the
// interface) over the viewer's own permissions. Used by the one-at-a-time discussion options and bulk moderation.
import * as rules from "../../../lib/moderation/bulk-rules";
import type { Viewer } from "../context";

export interface ModeratedDiscussion {
  categoryID: number;
  insertUserID: number;
}

/** The viewer's permissions as the shared rules ask for them. */
export function viewerCheck(viewer: Viewer): rules.ModerationCheck {
  const { permissions } = viewer;
  return {
    global: (name) => permissions.has(name),
    inCategory: (names, categoryID) =>
      typeof names === "string" ? permissions.has(names, categoryID) : permissions.hasAny(names, categoryID),
    anywhere: (names) => permissions.hasAny(names),
  };
}

export function canEditIn(viewer: Viewer, categoryID: number): boolean {
  return rules.canEditIn(viewerCheck(viewer), categoryID);
}

export function canClose(viewer: Viewer, discussion: ModeratedDiscussion): boolean {
  return rules.canClose(viewerCheck(viewer), {
    categoryID: discussion.categoryID,
    isOwn: discussion.insertUserID === viewer.user.userID,
  });
}

export function canDelete(viewer: Viewer, categoryID: number): boolean {
  return rules.canDelete(viewerCheck(viewer), categoryID);
}
