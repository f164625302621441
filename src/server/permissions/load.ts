// Loads a user's roles and their grants in one query (plus the cached category index).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { rolePermissions, roles, userRoles } from "../db/schema";
import { loadCategoryIndex } from "../services/category-index";
import { type PermissionGrant, PermissionSet } from "./permission-set";

export interface LoadedPermissions {
  roleIDs: number[];
  isAdmin: boolean;
  permissions: PermissionSet;
}

/** userID 0 = a guest: the roles of type "guest". */
export async function loadPermissions(db: Db, userID: number): Promise<LoadedPermissions> {
  const columns = {
    roleID: roles.roleID,
    type: roles.type,
    permission: rolePermissions.permission,
    categoryID: rolePermissions.categoryID,
  };
  const rowsPromise =
    userID > 0
      ? db
          .select(columns)
          .from(userRoles)
          .innerJoin(roles, eq(roles.roleID, userRoles.roleID))
          .leftJoin(rolePermissions, eq(rolePermissions.roleID, roles.roleID))
          .where(eq(userRoles.userID, userID))
      : db
          .select(columns)
          .from(roles)
          .leftJoin(rolePermissions, eq(rolePermissions.roleID, roles.roleID))
          .where(eq(roles.type, "guest"));
  const [rows, index] = await Promise.all([rowsPromise, loadCategoryIndex(db)]);
  const roleIDs = new Set<number>();
  const grants: PermissionGrant[] = [];
  let isAdmin = false;
  for (const row of rows) {
    roleIDs.add(row.roleID);
    if (row.type === "administrator") isAdmin = true;
    if (row.permission !== null) grants.push({ permission: row.permission, categoryID: row.categoryID });
  }
  return {
    roleIDs: [...roleIDs].sort((a, b) => a - b),
    isAdmin,
    permissions: new PermissionSet(grants, isAdmin, index),
  };
}
