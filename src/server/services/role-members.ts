// One role and the members it features, for the Role Spotlight widget. Banned and deleted accounts are left out:
// the widget introduces people to talk to. The most recently active come first.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { roles, userRoles, users } from "../db/schema";
import type { ServiceContext } from "./context";
import { toUserFragment } from "./user-presenters";

export interface RoleSpotlight {
  role: { roleID: number; name: string; description: string };
  members: UserFragment[];
  /** Every featured member of the role, beyond `limit` too. */
  countMembers: number;
}

const featured = (roleID: number) =>
  and(eq(userRoles.roleID, roleID), eq(users.deleted, false), eq(users.banned, 0));

/** null when the role does not exist. */
export async function getRoleSpotlight(
  ctx: ServiceContext,
  roleID: number,
  limit: number,
): Promise<RoleSpotlight | null> {
  const [[role], rows, [total]] = await Promise.all([
    ctx.db
      .select({ roleID: roles.roleID, name: roles.name, description: roles.description })
      .from(roles)
      .where(eq(roles.roleID, roleID))
      .limit(1),
    ctx.db
      .select({
        userID: users.userID,
        name: users.name,
        photoUrl: users.photoUrl,
        dateLastActive: users.dateLastActive,
        title: users.title,
        banned: users.banned,
        deleted: users.deleted,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.userID, userRoles.userID))
      .where(featured(roleID))
      .orderBy(sql`${users.dateLastActive} DESC NULLS LAST`, asc(users.userID))
      .limit(limit),
    ctx.db
      .select({ total: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.userID, userRoles.userID))
      .where(featured(roleID)),
  ]);
  if (!role) return null;
  return { role, members: rows.map(toUserFragment), countMembers: total?.total ?? 0 };
}
