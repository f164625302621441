// Preview as someone else: the layout editor hydrates a document as a guest or as a member of any role, with exactly
// that role's permissions, so role filters, private categories and permission-gated widgets behave as they do on the
// live page for that viewer.
import { eq } from "drizzle-orm";
import { viewerForUser } from "../auth/viewer";
import type { Db } from "../db/client";
import { rolePermissions, roles } from "../db/schema";
import { fieldErrors } from "../http/errors";
import { type PermissionGrant, PermissionSet } from "../permissions/permission-set";
import { loadCategoryIndex } from "../services/category-index";
import type { Viewer } from "../services/context";

/** "guest" = a signed-out visitor; a number = a signed-in member of that one role. */
export type ViewAs = "guest" | number;

/** JSON Schema of the viewAs input (query string or body): query strings arrive as text, coerced to integer. */
export const VIEW_AS_SCHEMA = {
  anyOf: [
    { type: "string", enum: ["guest"] },
    { type: "integer", minimum: 1, maximum: 2147483647 },
  ],
  // i18n-exempt: OpenAPI documentation, not shown to people
  description: "Hydrate as this viewer: guest, or a role id (site.manage only).",
} as const;

function unknownRole(roleID: number) {
  return fieldErrors(400, [
    {
      field: "viewAs",
      code: "unknownRole",
      message: "There is no role with ID {roleID}.",
      values: { roleID: String(roleID) },
    },
  ]);
}

/**
 * The viewer a preview hydrates as. A guest is exactly who a signed-out visitor is (userID 0, the guest-type
 * roles). A role keeps the editor's own identity (a real, signed-in user, so "signed in" widgets behave as for a
 * member) but holds only that role: its roleIDs for role-filter, its grants for every permission check.
 */
export async function viewerAs(db: Db, editor: Viewer, viewAs: ViewAs): Promise<Viewer> {
  if (viewAs === "guest") return viewerForUser(db, null);
  const [role] = await db
    .select({ roleID: roles.roleID, type: roles.type })
    .from(roles)
    .where(eq(roles.roleID, viewAs))
    .limit(1);
  if (!role) throw unknownRole(viewAs);
  // The guest role is the signed-out visitor's role: previewing it means previewing a guest.
  if (role.type === "guest") return viewerForUser(db, null);
  const [rows, index] = await Promise.all([
    db
      .select({ permission: rolePermissions.permission, categoryID: rolePermissions.categoryID })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleID, role.roleID)),
    loadCategoryIndex(db),
  ]);
  const grants: PermissionGrant[] = rows;
  const isAdmin = role.type === "administrator";
  return {
    user: { ...editor.user, roleIDs: [role.roleID], isAdmin },
    permissions: new PermissionSet(grants, isAdmin, index),
  };
}
