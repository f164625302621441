// PATCH /categories/{id}: the settings of a category an administrator changes (site.manage); so far whether its new
// discussions may be in members' digests (docs/reference/notifications.md#digest). By ID or urlcode; a category the
// viewer may not see answers 404 like a missing one.
import { eq } from "drizzle-orm";
import type { CategoryPatch } from "../../types/generated/api/category-patch";
import type { CategorySettings } from "../../types/generated/api/category-settings";
import { categories } from "../db/schema";
import { notFound, permissionDenied, signInRequired } from "../http/errors";
import { loadCategoryIndex } from "./category-index";
import { isSignedIn, type ServiceContext } from "./context";

export async function patchCategorySettings(
  ctx: ServiceContext,
  idOrUrlcode: string,
  patch: CategoryPatch,
): Promise<CategorySettings> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const index = await loadCategoryIndex(ctx.db);
  const category = /^\d+$/.test(idOrUrlcode)
    ? index.byID.get(Number(idOrUrlcode))
    : index.byUrlcode.get(idOrUrlcode.toLowerCase());
  if (!category || !ctx.viewer.permissions.canViewCategory(category.categoryID)) throw notFound("Category");
  if (!ctx.viewer.permissions.has("site.manage")) throw permissionDenied();
  const [saved] = await ctx.db
    .update(categories)
    .set(patch)
    .where(eq(categories.categoryID, category.categoryID))
    .returning({ categoryID: categories.categoryID, allowDigest: categories.allowDigest });
  if (!saved) throw notFound("Category");
  return saved;
}
