// Category following and its preferences (docs/reference/notifications.md#category-preferences,
// docs/reference/api-conventions.md#other-call-families): a user's follow of a category and how they hear of it live
// in category_follows; categories.countFollowers is recounted in the same transaction. Only the user themselves or a
// site manager may read or change a user's preferences; a category the viewer may not see answers 404.
import { and, count, eq, inArray } from "drizzle-orm";
import type { CategoryPreferences } from "../../types/generated/api/category-preferences";
import type { CategoryPreferencesPatch } from "../../types/generated/api/category-preferences-patch";
import type { Db } from "../db/client";
import { categories, categoryFollows, users } from "../db/schema";
import { notFound, permissionDenied, signInRequired } from "../http/errors";
import { isSignedIn, type ServiceContext } from "./context";
import {
  checkCategoryPatch,
  digestEligibleAmong,
  emailSwitches,
  followDefaults,
  nextCategoryPreferences,
} from "./notifications/category-preference-rules";

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
): Promise<{ userID: number; followedCategoryIDs: number[]; digestCategoryIDs: number[] } | undefined> {
  if (!isSignedIn(ctx.viewer)) return undefined;
  const userID = ctx.viewer.user.userID;
  const [followed, digestCategoryIDs] = await Promise.all([
    followedAmong(ctx, userID, categoryIDs),
    digestEligibleAmong(ctx.db, categoryIDs),
  ]);
  return { userID, followedCategoryIDs: [...followed].sort((a, b) => a - b), digestCategoryIDs };
}

/** Every category a user follows. */
export async function followedCategoryIDs(ctx: ServiceContext, userID: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ categoryID: categoryFollows.categoryID })
    .from(categoryFollows)
    .where(eq(categoryFollows.userID, userID));
  return rows.map((row) => row.categoryID);
}

type FollowRow = typeof categoryFollows.$inferSelect;

/** The preferences a follow row says; no row: not followed, nothing on. */
export function presentCategoryPreferences(row: FollowRow | undefined): CategoryPreferences {
  return {
    "preferences.followed": row !== undefined,
    "preferences.email.digest": row?.digest ?? false,
    "preferences.popup.posts": row?.popupPosts ?? false,
    "preferences.email.posts": row?.emailPosts ?? false,
    "preferences.popup.comments": row?.popupComments ?? false,
    "preferences.email.comments": row?.emailComments ?? false,
  };
}

async function followRow(db: Db, categoryID: number, userID: number): Promise<FollowRow | undefined> {
  const [row] = await db
    .select()
    .from(categoryFollows)
    .where(and(eq(categoryFollows.userID, userID), eq(categoryFollows.categoryID, categoryID)));
  return row;
}

export async function getCategoryPreferences(
  ctx: ServiceContext,
  categoryID: number,
  userID: number,
): Promise<CategoryPreferences> {
  await checkAccess(ctx, categoryID, userID);
  return presentCategoryPreferences(await followRow(ctx.db, categoryID, userID));
}

export async function patchCategoryPreferences(
  ctx: ServiceContext,
  categoryID: number,
  userID: number,
  patch: CategoryPreferencesPatch,
): Promise<CategoryPreferences> {
  await checkAccess(ctx, categoryID, userID);
  const switches = await emailSwitches(ctx.db, categoryID);
  checkCategoryPatch(patch, switches);
  const current = presentCategoryPreferences(await followRow(ctx.db, categoryID, userID));
  const defaults = await followDefaults(ctx.db, userID, switches);
  const next = nextCategoryPreferences(current, patch, defaults);
  await ctx.db.transaction(async (tx) => {
    if (next["preferences.followed"]) {
      const values = {
        popupPosts: next["preferences.popup.posts"],
        emailPosts: next["preferences.email.posts"],
        popupComments: next["preferences.popup.comments"],
        emailComments: next["preferences.email.comments"],
        digest: next["preferences.email.digest"],
      };
      await tx
        .insert(categoryFollows)
        .values({ userID, categoryID, ...values })
        .onConflictDoUpdate({ target: [categoryFollows.userID, categoryFollows.categoryID], set: values });
    } else {
      await tx
        .delete(categoryFollows)
        .where(and(eq(categoryFollows.userID, userID), eq(categoryFollows.categoryID, categoryID)));
    }
    const [row] = await tx
      .select({ total: count() })
      .from(categoryFollows)
      .where(eq(categoryFollows.categoryID, categoryID));
    await tx
      .update(categories)
      .set({ countFollowers: row?.total ?? 0 })
      .where(eq(categories.categoryID, categoryID));
  });
  return getCategoryPreferences(ctx, categoryID, userID);
}

/** What the follow panel of a category page needs: whether the member follows it and whether it may be in a digest. */
export async function followPanelFacts(
  ctx: ServiceContext,
  userID: number,
  categoryID: number,
): Promise<{ followed: boolean; canDigest: boolean }> {
  const [followed, switches] = await Promise.all([
    followedAmong(ctx, userID, [categoryID]),
    emailSwitches(ctx.db, categoryID),
  ]);
  return { followed: followed.has(categoryID), canDigest: switches.digestAllowed };
}
