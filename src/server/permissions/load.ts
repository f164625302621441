// Loads a user's roles and their grants in one query, their group memberships in another (plus the cached category
// index).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { rolePermissions, roles, userRoles } from "../db/schema";
import { groupMembers } from "../db/schema-groups";
import { loadCategoryIndex } from "../services/category-index";
import { inChunks } from "../services/sql";
import { type GroupMemberRole, type PermissionGrant, PermissionSet } from "./permission-set";

const NONE_WITHHELD: ReadonlySet<string> = new Set();

export interface LoadedPermissions {
  roleIDs: number[];
  isAdmin: boolean;
  permissions: PermissionSet;
}

/**
 * userID 0 = a guest: the roles of type "guest". `withheld` names permissions left out whatever the roles grant (a
 * member who must confirm their email first: auth/viewer.ts).
 */
export async function loadPermissions(
  db: Db,
  userID: number,
  withheld: ReadonlySet<string> = NONE_WITHHELD,
): Promise<LoadedPermissions> {
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
  const [rows, index, memberships] = await Promise.all([
    rowsPromise,
    loadCategoryIndex(db),
    userID > 0 ? membershipsOf(db, [userID]) : Promise.resolve(new Map<number, GroupMemberRole[]>()),
  ]);
  const roleIDs = new Set<number>();
  const grants: PermissionGrant[] = [];
  let isAdmin = false;
  for (const row of rows) {
    roleIDs.add(row.roleID);
    if (row.type === "administrator") isAdmin = true;
    if (row.permission !== null && !withheld.has(row.permission))
      grants.push({ permission: row.permission, categoryID: row.categoryID });
  }
  return {
    roleIDs: [...roleIDs].sort((a, b) => a - b),
    isAdmin,
    permissions: new PermissionSet(grants, isAdmin, index, memberships.get(userID) ?? []),
  };
}

/** The groups each user belongs to (docs/reference/groups.md): users without any are absent. */
async function membershipsOf(db: Db, userIDs: readonly number[]): Promise<Map<number, GroupMemberRole[]>> {
  const rows = await inChunks(userIDs, (slice) =>
    db
      .select({ userID: groupMembers.userID, groupID: groupMembers.groupID, role: groupMembers.role })
      .from(groupMembers)
      .where(inArray(groupMembers.userID, slice)),
  );
  const byUser = new Map<number, GroupMemberRole[]>();
  for (const row of rows) {
    const held = byUser.get(row.userID) ?? [];
    held.push({ groupID: row.groupID, role: row.role === "leader" ? "leader" : "member" });
    byUser.set(row.userID, held);
  }
  return byUser;
}

/**
 * The permissions of many members at once (notification delivery to thousands of followers): one query for their
 * roles, one for the grants of those roles, one for their group memberships, and one PermissionSet per distinct set
 * of roles (a copy of it per member who belongs to a group).
 */
export async function loadPermissionsOfMembers(
  db: Db,
  userIDs: readonly number[],
): Promise<Map<number, PermissionSet>> {
  const rolesOf = new Map<number, number[]>();
  const memberships = await inChunks(userIDs, (slice) =>
    db
      .select({ userID: userRoles.userID, roleID: userRoles.roleID })
      .from(userRoles)
      .where(inArray(userRoles.userID, slice)),
  );
  for (const row of memberships) {
    const held = rolesOf.get(row.userID);
    if (held) held.push(row.roleID);
    else rolesOf.set(row.userID, [row.roleID]);
  }
  const roleIDs = [...new Set([...rolesOf.values()].flat())];
  const [roleRows, index, groupsOf] = await Promise.all([
    roleIDs.length === 0
      ? Promise.resolve([])
      : db
          .select({
            roleID: roles.roleID,
            type: roles.type,
            permission: rolePermissions.permission,
            categoryID: rolePermissions.categoryID,
          })
          .from(roles)
          .leftJoin(rolePermissions, eq(rolePermissions.roleID, roles.roleID))
          .where(inArray(roles.roleID, roleIDs)),
    loadCategoryIndex(db),
    membershipsOf(db, userIDs),
  ]);
  const sets = new Map<string, PermissionSet>();
  const result = new Map<number, PermissionSet>();
  for (const userID of userIDs) {
    const own = [...new Set(rolesOf.get(userID) ?? [])].sort((a, b) => a - b);
    const key = own.join(",");
    let set = sets.get(key);
    if (!set) {
      const mine = roleRows.filter((row) => own.includes(row.roleID));
      const grants: PermissionGrant[] = mine.flatMap((row) =>
        row.permission === null ? [] : [{ permission: row.permission, categoryID: row.categoryID }],
      );
      set = new PermissionSet(
        grants,
        mine.some((row) => row.type === "administrator"),
        index,
      );
      sets.set(key, set);
    }
    // Group memberships are each member's own: a set of its own for those who belong to a group.
    const memberships = groupsOf.get(userID);
    result.set(userID, memberships ? set.withMemberships(memberships) : set);
  }
  return result;
}
