// GET /notification-preferences/{userID}/categories: the categories a member follows, each with their preferences,
// for the followed-content page (docs/reference/notifications.md#category-preferences). A category the viewer may no
// longer see is left out (its follow stays, and delivery re-checks permissions anyway).
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FollowedCategory } from "../../../types/generated/api/followed-category";
import { categories, users } from "../../db/schema";
import { categoryFollows } from "../../db/schema-site";
import { notFound, permissionDenied, signInRequired } from "../../http/errors";
import { presentCategoryPreferences } from "../category-follows";
import { EMAIL_CONFIG_KEYS, readConfig } from "../config";
import { isSignedIn, type ServiceContext } from "../context";
import { categoryUrl } from "../urls";

export async function listFollowedCategories(
  ctx: ServiceContext,
  userID: number,
): Promise<FollowedCategory[]> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (ctx.viewer.user.userID !== userID) {
    if (!ctx.viewer.permissions.has("users.edit")) throw permissionDenied();
    const [user] = await ctx.db.select({ userID: users.userID }).from(users).where(eq(users.userID, userID));
    if (!user) throw notFound("User");
  }
  const switches = await readConfig(ctx.db, [EMAIL_CONFIG_KEYS.enabled, EMAIL_CONFIG_KEYS.digest]);
  const digests = switches[EMAIL_CONFIG_KEYS.enabled] === true && switches[EMAIL_CONFIG_KEYS.digest] === true;
  const rows = await ctx.db
    .select({
      follow: categoryFollows,
      name: categories.name,
      urlcode: categories.urlcode,
      allowDigest: categories.allowDigest,
    })
    .from(categoryFollows)
    .innerJoin(categories, eq(categories.categoryID, categoryFollows.categoryID))
    // A group's own category is not listed as a category (docs/reference/groups.md#model).
    .where(and(eq(categoryFollows.userID, userID), isNull(categories.groupID)))
    .orderBy(asc(categories.name), asc(categories.categoryID));
  return rows
    .filter((row) => ctx.viewer.permissions.canViewCategory(row.follow.categoryID))
    .map((row) => ({
      categoryID: row.follow.categoryID,
      name: row.name,
      url: categoryUrl(row.urlcode),
      canDigest: digests && row.allowDigest,
      preferences: presentCategoryPreferences(row.follow),
    }));
}
