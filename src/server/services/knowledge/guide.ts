// A guide's reading order (docs/reference/knowledge-base.md#model): its top-level articles first, then each chapter
// (a knowledge category) followed by its articles and its sub-chapters, nested. Only published articles are read;
// previous and next walk the articles in that order.
import { and, asc, eq } from "drizzle-orm";
import { articles } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import { articleUrl, knowledgeCategoryUrl } from "../urls";
import { knowledgeAccess } from "./access";
import { canSeeArticle, findArticleRow, translationsOf } from "./article-rows";
import { knowledgeCategoryRows, treeOrder } from "./knowledge-categories";
import { articleNotFound, knowledgeBaseNotFound } from "./not-found";

export interface GuideEntry {
  kind: "category" | "article";
  id: number;
  name: string;
  url: string;
  /** 1 = top level. */
  depth: number;
}

export async function guideContents(
  ctx: ServiceContext,
  knowledgeBaseID: number,
  locale?: string,
): Promise<GuideEntry[]> {
  if (!(await knowledgeAccess(ctx)).canView(knowledgeBaseID)) throw knowledgeBaseNotFound();
  const [categories, rows] = await Promise.all([
    knowledgeCategoryRows(ctx, knowledgeBaseID),
    ctx.db
      .select({
        articleID: articles.articleID,
        knowledgeCategoryID: articles.knowledgeCategoryID,
        name: articles.name,
        locale: articles.locale,
      })
      .from(articles)
      .where(and(eq(articles.knowledgeBaseID, knowledgeBaseID), eq(articles.status, "published")))
      .orderBy(asc(articles.sort), asc(articles.articleID)),
  ]);
  const translations = await translationsOf(ctx, rows, locale);
  const byCategory = new Map<number | null, typeof rows>();
  const categoryIDs = new Set(categories.map((category) => category.knowledgeCategoryID));
  for (const row of rows) {
    // An article whose category is gone reads at the top level rather than disappearing.
    const key =
      row.knowledgeCategoryID !== null && categoryIDs.has(row.knowledgeCategoryID)
        ? row.knowledgeCategoryID
        : null;
    byCategory.set(key, [...(byCategory.get(key) ?? []), row]);
  }
  const articleEntries = (key: number | null, depth: number): GuideEntry[] =>
    (byCategory.get(key) ?? []).map((row) => {
      const name = translations.get(row.articleID)?.name ?? row.name;
      return { kind: "article", id: row.articleID, name, url: articleUrl(row.articleID, name), depth };
    });
  const entries = articleEntries(null, 1);
  for (const { row, depth } of treeOrder(categories)) {
    entries.push({
      kind: "category",
      id: row.knowledgeCategoryID,
      name: row.name,
      url: knowledgeCategoryUrl(row.knowledgeCategoryID, row.name),
      depth,
    });
    entries.push(...articleEntries(row.knowledgeCategoryID, depth + 1));
  }
  return entries;
}

export async function guideNeighbours(
  ctx: ServiceContext,
  articleID: number,
  locale?: string,
): Promise<{ previous: GuideEntry | null; next: GuideEntry | null }> {
  const row = await findArticleRow(ctx, articleID);
  if (!row || !canSeeArticle(await knowledgeAccess(ctx), row)) throw articleNotFound();
  const readable = (await guideContents(ctx, row.knowledgeBaseID, locale)).filter(
    (entry) => entry.kind === "article",
  );
  const index = readable.findIndex((entry) => entry.id === articleID);
  // A draft is not in the reading order: it has no neighbours.
  if (index < 0) return { previous: null, next: null };
  return { previous: readable[index - 1] ?? null, next: readable[index + 1] ?? null };
}
