// Who runs the site: members of an administrator-type role pass every check, so the user admin guards them — only
// administrators may change, ban or delete one, and the site must always keep one active (not banned, not deleted)
// administrator, or nobody could manage it any more.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { roles, userRoles, users } from "../../db/schema";

/** A user's role IDs, ascending. */
export async function roleIDsOf(db: Db, userID: number): Promise<number[]> {
  const rows = await db
    .select({ roleID: userRoles.roleID })
    .from(userRoles)
    .where(eq(userRoles.userID, userID))
    .orderBy(userRoles.roleID);
  return rows.map((row) => row.roleID);
}

/** Whether any of these roles is an administrator role. */
export async function includesAdministratorRole(db: Db, roleIDs: readonly number[]): Promise<boolean> {
  if (!roleIDs.length) return false;
  const rows = await db
    .select({ roleID: roles.roleID })
    .from(roles)
    .where(and(inArray(roles.roleID, [...roleIDs]), eq(roles.type, "administrator")))
    .limit(1);
  return rows.length > 0;
}

/** Whether an active administrator other than this user exists. */
export async function anotherActiveAdministrator(db: Db, exceptUserID: number): Promise<boolean> {
  const rows = await db
    .select({ userID: users.userID })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userID, users.userID))
    .innerJoin(roles, eq(roles.roleID, userRoles.roleID))
    .where(
      and(
        eq(roles.type, "administrator"),
        eq(users.deleted, false),
        eq(users.banned, 0),
        ne(users.userID, exceptUserID),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
