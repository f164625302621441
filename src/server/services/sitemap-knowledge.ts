// What the sitemaps list of the knowledge base (routes/sitemaps.ts, docs/reference/seo.md#sitemaps): the knowledge
// home, the knowledge bases a guest may view (knowledge/access.ts, as a guest) with the categories of the help centers,
// and their published articles, each with the date it last changed. Read as a guest whoever asks, like the rest of
// the sitemaps. Articles page in articleID order, so a page's content only grows at its end.
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import { articles, knowledgeBases, knowledgeCategories } from "../db/schema-knowledge";
import type { ServiceContext } from "./context";
import { knowledgeAccess } from "./knowledge/access";
import type { SitemapPageSummary } from "./sitemap-entries";
import { selectRows } from "./sql";
import { articleUrl, knowledgeBaseUrl, knowledgeCategoryUrl } from "./urls";

interface SitemapPath {
  /** Site-relative. */
  path: string;
  lastmod: Date | null;
}

/** An article's last change: its last edit, else its publication. */
const lastChange = sql<Date>`coalesce(${articles.dateUpdated}, ${articles.datePublished}, ${articles.dateInserted})`;

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

async function guestBaseIDs(ctx: ServiceContext): Promise<number[]> {
  return (await knowledgeAccess(ctx)).viewableIDs;
}

const listed = (ids: number[]) =>
  and(inArray(articles.knowledgeBaseID, ids), eq(articles.status, "published"));

/** /kb, each knowledge base's home and each help center's category pages, with the newest article change in each. */
export async function sitemapKnowledgePages(ctx: ServiceContext): Promise<SitemapPath[]> {
  const ids = await guestBaseIDs(ctx);
  if (!ids.length) return [];
  const [bases, categories, byBase, byCategory] = await Promise.all([
    ctx.db
      .select({
        id: knowledgeBases.knowledgeBaseID,
        urlCode: knowledgeBases.urlCode,
        viewType: knowledgeBases.viewType,
      })
      .from(knowledgeBases)
      .where(inArray(knowledgeBases.knowledgeBaseID, ids))
      .orderBy(asc(knowledgeBases.sort), asc(knowledgeBases.knowledgeBaseID)),
    ctx.db
      .select({
        id: knowledgeCategories.knowledgeCategoryID,
        knowledgeBaseID: knowledgeCategories.knowledgeBaseID,
        name: knowledgeCategories.name,
      })
      .from(knowledgeCategories)
      .where(inArray(knowledgeCategories.knowledgeBaseID, ids))
      .orderBy(asc(knowledgeCategories.knowledgeCategoryID)),
    ctx.db
      .select({ id: articles.knowledgeBaseID, lastmod: max(lastChange) })
      .from(articles)
      .where(listed(ids))
      .groupBy(articles.knowledgeBaseID),
    ctx.db
      .select({ id: articles.knowledgeCategoryID, lastmod: max(lastChange) })
      .from(articles)
      .where(listed(ids))
      .groupBy(articles.knowledgeCategoryID),
  ]);
  const baseChanged = new Map(byBase.map((row) => [row.id, asDate(row.lastmod)]));
  const categoryChanged = new Map(byCategory.map((row) => [row.id, asDate(row.lastmod)]));
  const newest = [...baseChanged.values()].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  // A guide's chapters have no page of their own: its pages are its articles.
  const helpCenters = new Set(bases.filter((base) => base.viewType === "helpCenter").map((base) => base.id));
  return [
    { path: "/kb", lastmod: newest },
    ...bases.map((base) => ({
      path: knowledgeBaseUrl(base.urlCode),
      lastmod: baseChanged.get(base.id) ?? null,
    })),
    ...categories
      .filter((category) => helpCenters.has(category.knowledgeBaseID))
      .map((category) => ({
        path: knowledgeCategoryUrl(category.id, category.name),
        lastmod: categoryChanged.get(category.id) ?? null,
      })),
  ];
}

/** Each page of `perPage` articles (in articleID order) with its size and newest change. */
export async function sitemapArticlePages(
  ctx: ServiceContext,
  perPage: number,
): Promise<SitemapPageSummary[]> {
  const ids = await guestBaseIDs(ctx);
  if (!ids.length) return [];
  const rows = await selectRows<{ page: number | string; count: number | string; lastmod: unknown }>(
    ctx.db,
    sql`SELECT page, count(*) AS count, max(changed) AS lastmod FROM (
          SELECT (row_number() OVER (ORDER BY ${articles.articleID}) - 1) / ${perPage} AS page, ${lastChange} AS changed
          FROM ${articles} WHERE ${listed(ids)}
        ) numbered GROUP BY page ORDER BY page`,
  );
  return rows.map((row) => ({
    page: Number(row.page) + 1,
    count: Number(row.count),
    lastmod: asDate(row.lastmod),
  }));
}

export async function countSitemapArticles(ctx: ServiceContext): Promise<number> {
  const ids = await guestBaseIDs(ctx);
  if (!ids.length) return 0;
  const [row] = await ctx.db.select({ total: count() }).from(articles).where(listed(ids));
  return row?.total ?? 0;
}

export async function sitemapArticles(
  ctx: ServiceContext,
  offset: number,
  limit: number,
): Promise<SitemapPath[]> {
  const ids = await guestBaseIDs(ctx);
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({ articleID: articles.articleID, name: articles.name, lastmod: lastChange })
    .from(articles)
    .where(listed(ids))
    .orderBy(asc(articles.articleID))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ path: articleUrl(row.articleID, row.name), lastmod: asDate(row.lastmod) }));
}
