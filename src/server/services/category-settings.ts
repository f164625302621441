// The settings of categories an administrator changes (settings.manage, as PATCH /config): GET /category-settings lists them, PATCH
// /categories/{id} changes one; so far whether its new discussions may be in members' digests
// (docs/reference/notifications.md#digest). By ID or urlcode; a category the viewer may not see answers 404.
import { eq } from "drizzle-orm";
import type { CategoryPatch } from "../../types/generated/api/category-patch";
import type { CategorySettings } from "../../types/generated/api/category-settings";
import { categories } from "../db/schema";
import { notFound, permissionDenied, signInRequired } from "../http/errors";
import { isListedCategory, loadCategoryIndex } from "./category-index";
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
  if (!ctx.viewer.permissions.has("settings.manage")) throw permissionDenied();
  const [saved] = await ctx.db
    .update(categories)
    .set(patch)
    .where(eq(categories.categoryID, category.categoryID))
    .returning({ categoryID: categories.categoryID, allowDigest: categories.allowDigest });
  if (!saved) throw notFound("Category");
  return { ...saved, name: category.name, depth: category.depth };
}

/** GET /category-settings: every category the administrator may see, in tree order, with its settings. */
export async function listCategorySettings(ctx: ServiceContext): Promise<CategorySettings[]> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (!ctx.viewer.permissions.has("settings.manage")) throw permissionDenied();
  const index = await loadCategoryIndex(ctx.db);
  const rows = await ctx.db
    .select({ categoryID: categories.categoryID, allowDigest: categories.allowDigest })
    .from(categories);
  const allow = new Map(rows.map((row) => [row.categoryID, row.allowDigest]));
  const ordered: CategorySettings[] = [];
  const walk = (parentID: number) => {
    for (const node of index.childrenOf.get(parentID) ?? []) {
      if (!ctx.viewer.permissions.canViewCategory(node.categoryID) || !isListedCategory(node)) continue;
      ordered.push({
        categoryID: node.categoryID,
        name: node.name,
        depth: node.depth,
        allowDigest: allow.get(node.categoryID) ?? true,
      });
      walk(node.categoryID);
    }
  };
  walk(-1);
  return ordered;
}
