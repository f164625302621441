// Direct database look-ups that tests compare API answers against.
import { count, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import { categories, comments, discussions, users } from "../../../src/server/db/schema";
import { groups } from "../../../src/server/db/schema-groups";

/** The IDs of the staff-only categories (custom permissions) of the demo seed. */
export async function privateCategoryIDs(db: Db): Promise<number[]> {
  const rows = await db
    .select({ categoryID: categories.categoryID })
    .from(categories)
    .where(ne(categories.permissionCategoryID, -1));
  return rows.map((row) => row.categoryID);
}

/**
 * The categories whose content a guest may not read, nor the demo's `member` (who belongs only to the public group):
 * the staff-only ones and the private and secret groups' own (docs/reference/groups.md#privacy).
 */
export async function guestHiddenCategoryIDs(db: Db): Promise<number[]> {
  const closed = await db
    .select({ categoryID: groups.categoryID })
    .from(groups)
    .where(ne(groups.privacy, "public"));
  return [...(await privateCategoryIDs(db)), ...closed.map((row) => row.categoryID)];
}

export async function discussionIDsIn(db: Db, categoryIDs: number[]): Promise<number[]> {
  const rows = await db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .where(inArray(discussions.categoryID, categoryIDs));
  return rows.map((row) => row.discussionID);
}

export async function countDiscussions(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(discussions).where(where);
  return row?.total ?? 0;
}

export async function categoryIDByUrlcode(db: Db, urlcode: string): Promise<number> {
  const [row] = await db
    .select({ categoryID: categories.categoryID })
    .from(categories)
    .where(eq(categories.urlcode, urlcode));
  if (!row) throw new Error(`no category ${urlcode}`);
  return row.categoryID;
}

export async function firstCommentIn(
  db: Db,
  discussionIDs: number[],
): Promise<{ commentID: number; discussionID: number }> {
  const [row] = await db
    .select({ commentID: comments.commentID, discussionID: comments.discussionID })
    .from(comments)
    .where(inArray(comments.discussionID, discussionIDs))
    .limit(1);
  if (!row) throw new Error("no comment in those discussions");
  return row;
}

/** A member's ID by name. */
export async function userIDByName(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}
