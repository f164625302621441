// The permissions record of GET /users/{id}/permissions (docs/reference/permissions.md#permissions-record), in
// Vanilla's shape: the global entry holds global permissions plus the root category defaults; each category with
// permissions of its own (a junction) gets an entry; other categories alias to the junction whose permissions they
// use.
import type { Permissions } from "../../types/generated/api/permissions";
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS, ROOT_PERMISSION_CATEGORY } from "../permissions/names";
import type { PermissionSet } from "../permissions/permission-set";
import type { CategoryIndex } from "./category-index";

function categoryMap(set: PermissionSet, categoryID: number): Record<string, boolean> {
  return Object.fromEntries(CATEGORY_PERMISSIONS.map((name) => [name, set.has(name, categoryID)]));
}

export function permissionsRecord(
  set: PermissionSet,
  index: CategoryIndex,
  expandJunctions: boolean,
): Permissions {
  const global = {
    ...Object.fromEntries(GLOBAL_PERMISSIONS.map((name) => [name, set.has(name)])),
    ...categoryMap(set, ROOT_PERMISSION_CATEGORY),
  };
  // Only categories the user can see are listed, so the record does not reveal private ones.
  const visible = set.visibleCategoryIDs();
  const junctions = visible.filter((id) => index.byID.get(id)?.permissionCategoryID === id);
  const aliases: Record<string, number> = {};
  for (const id of visible) {
    const permissionCategoryID = index.byID.get(id)?.permissionCategoryID ?? ROOT_PERMISSION_CATEGORY;
    if (permissionCategoryID !== ROOT_PERMISSION_CATEGORY && permissionCategoryID !== id) {
      aliases[String(id)] = permissionCategoryID;
    }
  }
  const record: Permissions = {
    isAdmin: set.isAdmin,
    permissions: [
      { type: "global", permissions: global },
      ...junctions.map((id) => ({ type: "category" as const, id, permissions: categoryMap(set, id) })),
    ],
  };
  if (expandJunctions) {
    record.junctions = { category: junctions };
    record.junctionAliases = { category: aliases };
  }
  return record;
}
