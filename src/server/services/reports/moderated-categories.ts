// Reports are seen and handled by moderators: community.moderate in the post's category (held globally by the
// default Moderator role), and only in categories they may see.
import { permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type Viewer } from "../context";

export function moderatesCategory(viewer: Viewer, categoryID: number): boolean {
  return (
    viewer.permissions.canViewCategory(categoryID) && viewer.permissions.has("community.moderate", categoryID)
  );
}

/** The categories whose reports the viewer handles; 401 for guests, 403 for members who moderate none. */
export function moderatedCategoryIDs(viewer: Viewer): number[] {
  if (!isSignedIn(viewer)) throw signInRequired();
  const ids = viewer.permissions
    .visibleCategoryIDs()
    .filter((id) => viewer.permissions.has("community.moderate", id));
  if (!ids.length && !viewer.permissions.has("community.moderate")) throw permissionDenied();
  return ids;
}
