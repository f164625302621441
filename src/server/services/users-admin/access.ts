// Checks of the user admin (docs/reference/permissions.md#global-permissions staff set). Finding people serves anyone
// who may act on them (USER_ADMIN_PERMISSIONS); acting needs the permission itself.
import { ApiError, permissionDenied, signInRequired } from "../../http/errors";
import type { GlobalPermission } from "../../permissions/names";
import { isSignedIn, type Viewer } from "../context";

export { USER_ADMIN_PERMISSIONS } from "../../../lib/permissions/user-admin";

/** 401 for guests, 403 for members without any of the names. */
export function requireAnyPermission(viewer: Viewer, names: readonly GlobalPermission[]): void {
  if (viewer.permissions.hasAny(names)) return;
  throw isSignedIn(viewer) ? permissionDenied() : signInRequired();
}

/** A 403 that says why: the viewer may act on users, just not this way. */
export function refused(description: string): ApiError {
  return new ApiError(403, "Permission Problem", { description });
}
