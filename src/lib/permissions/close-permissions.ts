// Who may close any discussion of a category, on the server and in the interface alike.
// docs/reference/permissions.md#category-permissions gives close to discussions.moderate, and discussions.close is
// the close permission itself; bulk moderators (discussions.manage in the category,
// docs/reference/permissions.md#check-modes) and community moderators (community.moderate) may do every moderation
// operation. discussions.closeOwn is not here: it closes only the viewer's own discussion and is checked beside this
// list.
import type { PermissionName } from "./names";

export const CLOSE_ANY_PERMISSIONS = [
  "discussions.close",
  "discussions.moderate",
  "discussions.manage",
  "community.moderate",
] as const satisfies readonly PermissionName[];

/**
 * docs/reference/permissions.md#category-permissions: on a closed discussion, reply and quote show (and are accepted)
 * only for those who may close discussions — comments.add is needed as well.
 * @alias CLOSE_ANY_PERMISSIONS, named for the rule it answers
 */
export const REPLY_WHEN_CLOSED_PERMISSIONS = CLOSE_ANY_PERMISSIONS;
