// Reading a knowledge base's categories (a help center's categories, a guide's chapters): one flat list in tree
// order — each parent before its children, siblings by sort — with depth (1 = top level) and the published
// articles directly in each. Visible exactly when their knowledge base's articles are (access.ts).
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { KnowledgeCategory } from "../../../types/generated/api/knowledge-category";
import { articles, knowledgeCategories } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import { knowledgeCategoryUrl } from "../urls";
import { knowledgeAccess } from "./access";
import { knowledgeBaseNotFound, knowledgeCategoryNotFound } from "./not-found";

export type { KnowledgeCategory };

export type KnowledgeCategoryRow = typeof knowledgeCategories.$inferSelect;

/** Depth-first order from the top level; a row whose parent is missing counts as top level. */
export function treeOrder<T extends { knowledgeCategoryID: number; parentID: number | null }>(
  rows: readonly T[],
): { row: T; depth: number }[] {
  const ids = new Set(rows.map((row) => row.knowledgeCategoryID));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parentID !== null && ids.has(row.parentID) ? row.parentID : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const ordered: { row: T; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parentID: number | null, depth: number) => {
    for (const row of children.get(parentID) ?? []) {
      // A cycle written by hand in the database must not loop forever.
      if (seen.has(row.knowledgeCategoryID)) continue;
      seen.add(row.knowledgeCategoryID);
      ordered.push({ row, depth });
      walk(row.knowledgeCategoryID, depth + 1);
    }
  };
  walk(null, 1);
  return ordered;
}

/** The rows of one knowledge base, siblings by sort then name. */
export async function knowledgeCategoryRows(ctx: ServiceContext, knowledgeBaseID: number) {
  return ctx.db
    .select()
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.knowledgeBaseID, knowledgeBaseID))
    .orderBy(
      asc(knowledgeCategories.sort),
      asc(knowledgeCategories.name),
      asc(knowledgeCategories.knowledgeCategoryID),
    );
}

/** A category and every category below it (for includeSubcategories and deletes). */
export function descendantIDs(rows: readonly KnowledgeCategoryRow[], knowledgeCategoryID: number): number[] {
  const found = [knowledgeCategoryID];
  for (let index = 0; index < found.length; index++) {
    const parent = found[index];
    for (const row of rows)
      if (row.parentID === parent && !found.includes(row.knowledgeCategoryID))
        found.push(row.knowledgeCategoryID);
  }
  return found;
}

export function presentKnowledgeCategory(
  row: KnowledgeCategoryRow,
  depth: number,
  countArticles: number,
): KnowledgeCategory {
  return {
    knowledgeCategoryID: row.knowledgeCategoryID,
    knowledgeBaseID: row.knowledgeBaseID,
    parentID: row.parentID,
    name: row.name,
    description: row.description,
    url: knowledgeCategoryUrl(row.knowledgeCategoryID, row.name),
    sort: row.sort,
    depth,
    countArticles,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
  };
}

async function publishedCounts(ctx: ServiceContext, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: articles.knowledgeCategoryID, n: count() })
    .from(articles)
    .where(and(inArray(articles.knowledgeCategoryID, ids), eq(articles.status, "published")))
    .groupBy(articles.knowledgeCategoryID);
  return new Map(rows.map((row) => [row.id ?? 0, Number(row.n)]));
}

export async function listKnowledgeCategories(
  ctx: ServiceContext,
  knowledgeBaseID: number,
): Promise<KnowledgeCategory[]> {
  if (!(await knowledgeAccess(ctx)).canView(knowledgeBaseID)) throw knowledgeBaseNotFound();
  const ordered = treeOrder(await knowledgeCategoryRows(ctx, knowledgeBaseID));
  const counts = await publishedCounts(
    ctx,
    ordered.map(({ row }) => row.knowledgeCategoryID),
  );
  return ordered.map(({ row, depth }) =>
    presentKnowledgeCategory(row, depth, counts.get(row.knowledgeCategoryID) ?? 0),
  );
}

/** The stored row of a category the viewer may see; 404 otherwise. */
export async function findKnowledgeCategoryRow(
  ctx: ServiceContext,
  knowledgeCategoryID: number,
): Promise<KnowledgeCategoryRow> {
  const [row] = await ctx.db
    .select()
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.knowledgeCategoryID, knowledgeCategoryID));
  if (!row || !(await knowledgeAccess(ctx)).canView(row.knowledgeBaseID)) throw knowledgeCategoryNotFound();
  return row;
}

export async function getKnowledgeCategory(
  ctx: ServiceContext,
  knowledgeCategoryID: number,
): Promise<KnowledgeCategory> {
  const row = await findKnowledgeCategoryRow(ctx, knowledgeCategoryID);
  const found = (await listKnowledgeCategories(ctx, row.knowledgeBaseID)).find(
    (category) => category.knowledgeCategoryID === knowledgeCategoryID,
  );
  if (!found) throw knowledgeCategoryNotFound();
  return found;
}
