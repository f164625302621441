// What every service receives: the database and who is asking. Routes build it from the request; layout
// widgets get it from the hydration request.

import type { CurrentUser } from "../../types/generated/api/current-user";
import type { Db } from "../db/client";
import type { PermissionSet } from "../permissions/permission-set";

export interface Viewer {
  user: CurrentUser;
  permissions: PermissionSet;
}

export interface ServiceContext {
  db: Db;
  viewer: Viewer;
}

/** The reserved user ID of guests (docs/reference/api-conventions.md#resources: signed in means userID is not 0). */
export const GUEST_USER_ID = 0;

export function isSignedIn(viewer: Viewer): boolean {
  return viewer.user.userID !== GUEST_USER_ID;
}
