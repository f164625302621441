// Category following (docs/reference/ui-behaviour.md#optimistic-updates,
// docs/reference/api-conventions.md#other-call-families category preferences): a user's follow of a category lives in
// category_follows; categories.countFollowers is recounted in the same transaction. Only the user themselves or a
// site manager may read or change a user's preferences; a category the viewer may not see answers 404.
import { and, count, eq, inArray } from "drizzle-orm";
import type { CategoryPreferences } from "../../types/generated/api/category-preferences";
import type { CategoryPreferencesPatch } from "../../types/generated/api/category-preferences-patch";
import { categories, categoryFollows, users } from "../db/schema";
import { notFound, permissionDenied, signInRequired } from "../http/errors";
import { isSignedIn, type ServiceContext } from "./context";

export type { CategoryPreferences, CategoryPreferencesPatch };

async function checkAccess(ctx: ServiceContext, categoryID: number, userID: number): Promise<void> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const self = ctx.viewer.user.userID === userID;
  if (!self && !ctx.viewer.permissions.has("site.manage")) throw permissionDenied();
  if (!ctx.viewer.permissions.canViewCategory(categoryID)) throw notFound("Category");
  if (!self) {
    const [user] = await ctx.db.select({ userID: users.userID }).from(users).where(eq(users.userID, userID));
    if (!user) throw notFound("User");
  }
}

/** The categories, among `categoryIDs`, that a user follows. */
export async function followedAmong(
  ctx: ServiceContext,
  userID: number,
  categoryIDs: number[],
): Promise<Set<number>> {
  if (categoryIDs.length === 0) return new Set();
  const rows = await ctx.db
    .select({ categoryID: categoryFollows.categoryID })
    .from(categoryFollows)
    .where(and(eq(categoryFollows.userID, userID), inArray(categoryFollows.categoryID, categoryIDs)));
  return new Set(rows.map((row) => row.categoryID));
}

/**
 * For category lists that show a follow button: the signed-in viewer and which of `categoryIDs` they follow.
 * Undefined for guests, who have nothing to follow with.
 */
export async function viewerFollowState(
  ctx: ServiceContext,
  categoryIDs: number[],
): Promise<{ userID: number; followedCategoryIDs: number[] } | undefined> {
  if (!isSignedIn(ctx.viewer)) return undefined;
  const userID = ctx.viewer.user.userID;
  const followed = await followedAmong(ctx, userID, categoryIDs);
  return { userID, followedCategoryIDs: [...followed].sort((a, b) => a - b) };
}

/** Every category a user follows. */
export async function followedCategoryIDs(ctx: ServiceContext, userID: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ categoryID: categoryFollows.categoryID })
    .from(categoryFollows)
    .where(eq(categoryFollows.userID, userID));
  return rows.map((row) => row.categoryID);
}

export async function getCategoryPreferences(
  ctx: ServiceContext,
  categoryID: number,
  userID: number,
): Promise<CategoryPreferences> {
  await checkAccess(ctx, categoryID, userID);
  const followed = await followedAmong(ctx, userID, [categoryID]);
  return { "preferences.followed": followed.has(categoryID) };
}

export async function patchCategoryPreferences(
  ctx: ServiceContext,
  categoryID: number,
  userID: number,
  patch: CategoryPreferencesPatch,
): Promise<CategoryPreferences> {
  await checkAccess(ctx, categoryID, userID);
  const wanted = patch["preferences.followed"];
  if (wanted !== undefined) {
    await ctx.db.transaction(async (tx) => {
      if (wanted) await tx.insert(categoryFollows).values({ userID, categoryID }).onConflictDoNothing();
      else
        await tx
          .delete(categoryFollows)
          .where(and(eq(categoryFollows.userID, userID), eq(categoryFollows.categoryID, categoryID)));
      const [row] = await tx
        .select({ total: count() })
        .from(categoryFollows)
        .where(eq(categoryFollows.categoryID, categoryID));
      await tx
        .update(categories)
        .set({ countFollowers: row?.total ?? 0 })
        .where(eq(categories.categoryID, categoryID));
    });
  }
  return getCategoryPreferences(ctx, categoryID, userID);
}
