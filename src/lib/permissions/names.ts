// Permission names, Vanilla style (docs/reference/permissions.md#permissions-record,
// docs/reference/permissions.md#global-permissions), shared by the server (grants, checks, the permissions record)
// and the client (what to show, the roles dashboard). Global ones are granted by role_permissions rows with
// categoryID null; category ones by rows whose categoryID is a permission category (-1 = the root defaults).
export const GLOBAL_PERMISSIONS = [
  "session.valid",
  "signIn.allow",
  "profiles.view",
  "personalInfo.view",
  "users.add",
  "users.edit",
  "users.delete",
  "community.moderate",
  "community.manage",
  "site.manage",
  "settings.manage",
  "conversations.add",
  "reactions.view",
  "tags.add",
  "curation.manage",
  "staff.allow",
  "flag.add",
  "uploads.add",
  // Groups (docs/reference/groups.md#permissions): create a group; manage (and read) every group.
  "groups.add",
  "groups.moderate",
] as const;

/**
 * Held by the system itself, never by a role a person can have (docs/reference/permissions.md#check-modes:
 * system.only overrides all): not grantable, not seeded, not in the permissions record; a check for it passes for
 * administrators only.
 */
const SYSTEM_PERMISSIONS = ["system.only"] as const;

export const CATEGORY_PERMISSIONS = [
  "discussions.view",
  "discussions.add",
  "comments.add",
  "discussions.edit",
  "comments.edit",
  "discussions.manage",
  "discussions.moderate",
  "discussions.close",
  "discussions.closeOwn",
  "discussions.delete",
  "comments.delete",
  // reactions.{class}.add, one per reaction class in lower case (docs/reference/permissions.md#category-permissions).
  "reactions.positive.add",
  "reactions.negative.add",
  "reactions.neutral.add",
  "reactions.flag.add",
] as const;

export type GlobalPermission = (typeof GLOBAL_PERMISSIONS)[number];
export type CategoryPermission = (typeof CATEGORY_PERMISSIONS)[number];
type SystemPermission = (typeof SYSTEM_PERMISSIONS)[number];
export type PermissionName = GlobalPermission | CategoryPermission | SystemPermission;

/** The permission category holding the defaults of every category without permissions of its own. */
export const ROOT_PERMISSION_CATEGORY = -1;

const categoryNames: ReadonlySet<string> = new Set(CATEGORY_PERMISSIONS);

export function isCategoryPermission(name: string): name is CategoryPermission {
  return categoryNames.has(name);
}
