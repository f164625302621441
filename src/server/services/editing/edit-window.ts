// The server side of the edit window (src/lib/editing/edit-window.ts holds the rule): the configured timeout, and
// the one check every edit goes through. Refusals name their reason, so the composer can say why.
import {
  authorMayEdit,
  DEFAULT_EDIT_TIMEOUT_SECONDS,
  EDIT_TIMEOUT_CONFIG_KEY,
  type EditablePost,
  editorPermissions,
} from "../../../lib/editing/edit-window";
import type { Db } from "../../db/client";
import { ApiError, permissionDenied, signInRequired } from "../../http/errors";
import { readConfig } from "../config";
import { isSignedIn, type Viewer } from "../context";

/** The configured window in seconds (-1: no limit); a malformed stored value falls back to the default. */
export async function readEditTimeout(db: Db): Promise<number> {
  const values = await readConfig(db, [EDIT_TIMEOUT_CONFIG_KEY]);
  const value = values[EDIT_TIMEOUT_CONFIG_KEY];
  return typeof value === "number" && Number.isInteger(value) && value >= -1
    ? value
    : DEFAULT_EDIT_TIMEOUT_SECONDS;
}

/** Whether the viewer edits this category's posts of this type whatever their age or author. */
export function isEditor(viewer: Viewer, recordType: "discussion" | "comment", categoryID: number): boolean {
  return viewer.permissions.hasAny(editorPermissions(recordType), categoryID);
}

/** Throws 401 for guests, 403 (with the reason) when neither an editor nor the author within the window. */
export function assertMayEdit(
  viewer: Viewer,
  recordType: "discussion" | "comment",
  post: EditablePost & { categoryID: number },
  timeoutSeconds: number,
  now: number,
): void {
  if (!isSignedIn(viewer)) throw signInRequired();
  if (isEditor(viewer, recordType, post.categoryID)) return;
  if (post.insertUserID !== viewer.user.userID) throw permissionDenied();
  if (post.closed) {
    throw new ApiError(403, "This discussion has been closed.", {
      description: "Posts in a closed discussion can no longer be edited by their authors.",
    });
  }
  if (!authorMayEdit(post, viewer.user.userID, timeoutSeconds, now)) {
    throw new ApiError(403, "The time to edit this post has run out.", {
      description: "Authors may edit their posts for a limited time after posting.",
    });
  }
}
