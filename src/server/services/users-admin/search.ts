// GET /users for the user admin: people whose name (or, for viewers with personalInfo.view, email) contains the
// query, case-insensitively, optionally holding one role. Deleted accounts are gone from the admin's view; banned
// ones stay (they can be unbanned). An exact name first, then names starting with the query, then the rest by name.
import { and, asc, count, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import type { User } from "../../../types/generated/api/user";
import type { UserListQuery } from "../../../types/generated/api/user-list-query";
import { userRoles, users } from "../../db/schema";
import type { ServiceContext } from "../context";
import { type Paging, pageRequest } from "../paging";
import { escapeLike } from "../sql";
import { toUser } from "../user-presenters";

function searchCondition(text: string, withEmail: boolean): SQL | undefined {
  const contains = `%${escapeLike(text.toLowerCase())}%`;
  const byName = sql`lower(${users.name}) like ${contains}`;
  return withEmail ? or(byName, sql`lower(${users.email}) like ${contains}`) : byName;
}

function nameOrder(text: string): SQL[] {
  const lowerName = sql`lower(${users.name})`;
  if (!text) return [asc(lowerName), asc(users.userID)];
  const lowered = text.toLowerCase();
  return [
    sql`(${lowerName} = ${lowered}) desc`,
    sql`(${lowerName} like ${`${escapeLike(lowered)}%`}) desc`,
    asc(lowerName),
    asc(users.userID),
  ];
}

/** Role IDs of many users in one query. */
async function roleIDsByUser(ctx: ServiceContext, userIDs: number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>(userIDs.map((id) => [id, []]));
  if (!userIDs.length) return byUser;
  const rows = await ctx.db
    .select({ userID: userRoles.userID, roleID: userRoles.roleID })
    .from(userRoles)
    .where(inArray(userRoles.userID, userIDs))
    .orderBy(userRoles.roleID);
  for (const row of rows) byUser.get(row.userID)?.push(row.roleID);
  return byUser;
}

export async function listUsersForAdmin(
  ctx: ServiceContext,
  query: UserListQuery,
): Promise<{ users: User[]; paging: Paging }> {
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  const personalInfo = ctx.viewer.permissions.has("personalInfo.view");
  const text = query.query?.trim() ?? "";
  const conditions: (SQL | undefined)[] = [eq(users.deleted, false)];
  if (text) conditions.push(searchCondition(text, personalInfo));
  if (query.roleID !== undefined) {
    const roleID = query.roleID;
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userID, users.userID), eq(userRoles.roleID, roleID))),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...nameOrder(text))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  const roles = await roleIDsByUser(
    ctx,
    rows.map((row) => row.userID),
  );
  // A private profile stays restricted (docs/reference/ui-behaviour.md#user-card user card) unless the viewer may see
  // personal information or edit it anyway (users.edit); the email needs personalInfo.view.
  const canEdit = ctx.viewer.permissions.has("users.edit");
  const list = rows.map((row) => ({
    ...toUser(row, { full: !row.private || personalInfo || canEdit, withEmail: personalInfo }),
    roleIDs: roles.get(row.userID) ?? [],
  }));
  return { users: list, paging: { page, limit, total: total?.n ?? 0 } };
}
