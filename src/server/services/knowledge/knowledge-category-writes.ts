// Curating a knowledge base's categories (docs/reference/knowledge-base.md#api): its editors (articles.add) create,
// rename, re-parent, re-order and delete them. A parent stays in the same knowledge base and never below the
// category; a category still holding categories or (live) articles cannot be deleted (409).
import { and, count, eq, ne } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { KnowledgeCategoryPatch } from "../../../types/generated/api/knowledge-category-patch";
import type { KnowledgeCategoryPost } from "../../../types/generated/api/knowledge-category-post";
import { articles, knowledgeCategories } from "../../db/schema-knowledge";
import { ApiError, fieldErrors } from "../../http/errors";
import type { ServiceContext } from "../context";
import { checkCategoryIn, nextSortSql, requiredName, requireEditor } from "./guards";
import {
  descendantIDs,
  findKnowledgeCategoryRow,
  getKnowledgeCategory,
  type KnowledgeCategory,
  knowledgeCategoryRows,
} from "./knowledge-categories";

export async function createKnowledgeCategory(
  ctx: ServiceContext,
  input: KnowledgeCategoryPost,
): Promise<KnowledgeCategory> {
  await requireEditor(ctx, input.knowledgeBaseID);
  const name = requiredName(input.name);
  const parentID = input.parentID ?? null;
  await checkCategoryIn(ctx.db, input.knowledgeBaseID, parentID, "parentID");
  const [row] = await ctx.db
    .insert(knowledgeCategories)
    .values({
      knowledgeBaseID: input.knowledgeBaseID,
      parentID,
      name,
      description: input.description?.trim() ?? "",
      sort: input.sort ?? nextSortSql("knowledge_categories", input.knowledgeBaseID, "parentID", parentID),
      insertUserID: ctx.viewer.user.userID,
    })
    .returning({ id: knowledgeCategories.knowledgeCategoryID });
  if (!row) throw new Error("The knowledge category was not created.");
  return getKnowledgeCategory(ctx, row.id);
}

async function checkParent(
  ctx: ServiceContext,
  knowledgeBaseID: number,
  categoryID: number,
  parentID: number,
) {
  await checkCategoryIn(ctx.db, knowledgeBaseID, parentID, "parentID");
  const below = descendantIDs(await knowledgeCategoryRows(ctx, knowledgeBaseID), categoryID);
  if (below.includes(parentID))
    throw fieldErrors(422, [
      {
        field: "parentID",
        code: "cycle",
        message: msg("A category cannot be placed inside itself or one of its subcategories."),
      },
    ]);
}

export async function patchKnowledgeCategory(
  ctx: ServiceContext,
  knowledgeCategoryID: number,
  patch: KnowledgeCategoryPatch,
): Promise<KnowledgeCategory> {
  const row = await findKnowledgeCategoryRow(ctx, knowledgeCategoryID);
  await requireEditor(ctx, row.knowledgeBaseID);
  const changes: Partial<typeof knowledgeCategories.$inferInsert> = {};
  if (patch.name !== undefined) changes.name = requiredName(patch.name);
  if (patch.description !== undefined) changes.description = patch.description.trim();
  if (patch.sort !== undefined) changes.sort = patch.sort;
  if (patch.parentID !== undefined) {
    if (patch.parentID !== null)
      await checkParent(ctx, row.knowledgeBaseID, knowledgeCategoryID, patch.parentID);
    changes.parentID = patch.parentID;
  }
  await ctx.db
    .update(knowledgeCategories)
    .set({ ...changes, updateUserID: ctx.viewer.user.userID, dateUpdated: new Date() })
    .where(eq(knowledgeCategories.knowledgeCategoryID, knowledgeCategoryID));
  return getKnowledgeCategory(ctx, knowledgeCategoryID);
}

export async function deleteKnowledgeCategory(
  ctx: ServiceContext,
  knowledgeCategoryID: number,
): Promise<void> {
  const row = await findKnowledgeCategoryRow(ctx, knowledgeCategoryID);
  await requireEditor(ctx, row.knowledgeBaseID);
  await ctx.db.transaction(async (tx) => {
    const [children] = await tx
      .select({ n: count() })
      .from(knowledgeCategories)
      .where(eq(knowledgeCategories.parentID, knowledgeCategoryID));
    const [live] = await tx
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.knowledgeCategoryID, knowledgeCategoryID), ne(articles.status, "deleted")));
    if (Number(children?.n ?? 0) > 0 || Number(live?.n ?? 0) > 0)
      throw new ApiError(
        409,
        msg("This category still holds articles or categories. Move or delete them first."),
      );
    // Deleted articles stay restorable: they return at the top level of the knowledge base.
    await tx
      .update(articles)
      .set({ knowledgeCategoryID: null })
      .where(eq(articles.knowledgeCategoryID, knowledgeCategoryID));
    await tx
      .delete(knowledgeCategories)
      .where(eq(knowledgeCategories.knowledgeCategoryID, knowledgeCategoryID));
  });
}
