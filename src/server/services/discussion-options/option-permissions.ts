// Who may use which discussion option (docs/reference/permissions.md#global-permissions; the resource is the
// discussion's category). The client's menu asks the same names through usePermission; the server asks here and
// refuses with 403. Close, move and delete follow bulk moderation's rules
// (services/moderation/moderation-permissions.ts) so both paths agree.
import type { Viewer } from "../context";
import { canEditIn } from "../moderation/moderation-permissions";

/** Announce, sink: discussions.moderate in the category, or community.manage (global or the category). */
export function canAnnounce(viewer: Viewer, categoryID: number): boolean {
  return viewer.permissions.hasAny(["discussions.moderate", "community.manage"], categoryID);
}

/** Change the author: site.manage or community.manage. */
export function canChangeAuthor(viewer: Viewer, categoryID: number): boolean {
  return viewer.permissions.hasAny(["site.manage", "community.manage"], categoryID);
}

/** Change the type (discussion ↔ question): as for a move (discussions.edit, or a moderator of the category). */
export function canChangeType(viewer: Viewer, categoryID: number): boolean {
  return canEditIn(viewer, categoryID);
}

/** Bump: curation.manage. */
export function canBump(viewer: Viewer, categoryID: number): boolean {
  return viewer.permissions.has("curation.manage", categoryID);
}

/** Resolve and unresolve: staff.allow, and only while triage is enabled (checked by the caller). */
export function canResolve(viewer: Viewer): boolean {
  return viewer.permissions.has("staff.allow");
}

/** Add to a collection: community.manage (global or the category). */
export function canCurateCollections(viewer: Viewer, categoryID?: number): boolean {
  return viewer.permissions.has("community.manage", categoryID);
}
