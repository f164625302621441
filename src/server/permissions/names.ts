// Permission names, Vanilla style (spec 000 §6, spec 001 §6). Global ones are granted by role_permissions rows with
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
] as const;

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
  "reactions.positive.add",
  "reactions.negative.add",
  "reactions.flag.add",
] as const;

export type GlobalPermission = (typeof GLOBAL_PERMISSIONS)[number];
export type CategoryPermission = (typeof CATEGORY_PERMISSIONS)[number];
export type PermissionName = GlobalPermission | CategoryPermission;

/** The permission category holding the defaults of every category without permissions of its own. */
export const ROOT_PERMISSION_CATEGORY = -1;

const categoryNames: ReadonlySet<string> = new Set(CATEGORY_PERMISSIONS);
export function isCategoryPermission(name: string): name is CategoryPermission {
  return categoryNames.has(name);
}
