// Reading articles (docs/reference/knowledge-base.md#api): filtered, sorted, paged lists without bodies, and one
// article with its rendered body. Published articles are the readers' (articles.view); drafts and deleted ones
// only their knowledge base's editors' (articles.add). Anything else answers 404 like a missing record.
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Breadcrumb } from "../../../types/generated/api/breadcrumb";
import { articles, knowledgeCategories } from "../../db/schema-knowledge";
import { isSignedIn, type ServiceContext } from "../context";
import { pageRequest } from "../paging";
import { knowledgeAccess } from "./access";
import { type Article, presentArticles } from "./article-presenter";
import {
  ARTICLE_STATUSES,
  type ArticleStatus,
  articleColumns,
  canSeeArticle,
  findArticleRow,
  visibleArticles,
} from "./article-rows";
import { breadcrumbsOf } from "./breadcrumbs";
import { descendantIDs } from "./knowledge-categories";
import { articleNotFound } from "./not-found";

export type { Article };

export interface ArticleListQuery {
  knowledgeBaseID?: number;
  /** null = top level only; undefined = any. */
  knowledgeCategoryID?: number | null;
  includeSubcategories?: boolean;
  featured?: boolean;
  articleIDs?: number[];
  /** Default ["published"]; the others only where the viewer edits. */
  status?: ("draft" | "published" | "deleted")[];
  sort?: "sort" | "-dateInserted" | "-dateUpdated" | "name" | "featured";
  page?: number;
  limit?: number;
  locale?: string;
  expand?: readonly string[] | string;
}

export const ARTICLE_LIST_DEFAULTS = { page: 1, limit: 30 };
export const ARTICLE_LIST_MAX_LIMIT = 100;

function orderOf(sort: ArticleListQuery["sort"]): SQL[] {
  switch (sort) {
    case "-dateInserted":
      return [desc(articles.dateInserted), desc(articles.articleID)];
    case "-dateUpdated":
      return [
        desc(sql`coalesce(${articles.dateUpdated}, ${articles.dateInserted})`),
        desc(articles.articleID),
      ];
    case "name":
      return [asc(sql`lower(${articles.name})`), asc(articles.articleID)];
    case "featured":
      return [asc(articles.featuredSort), desc(articles.dateFeatured), asc(articles.articleID)];
    default:
      return [asc(articles.sort), asc(articles.articleID)];
  }
}

async function categoryCondition(ctx: ServiceContext, q: ArticleListQuery): Promise<SQL | undefined> {
  if (q.knowledgeCategoryID === undefined) return undefined;
  if (q.knowledgeCategoryID === null) return isNull(articles.knowledgeCategoryID);
  if (!q.includeSubcategories) return eq(articles.knowledgeCategoryID, q.knowledgeCategoryID);
  const [own] = await ctx.db
    .select({ knowledgeBaseID: knowledgeCategories.knowledgeBaseID })
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.knowledgeCategoryID, q.knowledgeCategoryID));
  if (!own) return eq(articles.knowledgeCategoryID, q.knowledgeCategoryID);
  const rows = await ctx.db
    .select()
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.knowledgeBaseID, own.knowledgeBaseID));
  return inArray(articles.knowledgeCategoryID, descendantIDs(rows, q.knowledgeCategoryID));
}

/** The filters of a list as one condition; null when nothing can match. */
async function listCondition(ctx: ServiceContext, q: ArticleListQuery): Promise<SQL | null> {
  const statuses = (q.status?.length ? q.status : ["published"]).filter((status): status is ArticleStatus =>
    (ARTICLE_STATUSES as readonly string[]).includes(status),
  );
  const visible = visibleArticles(await knowledgeAccess(ctx), statuses);
  if (!visible) return null;
  const conditions: SQL[] = [visible];
  if (q.knowledgeBaseID !== undefined) conditions.push(eq(articles.knowledgeBaseID, q.knowledgeBaseID));
  const category = await categoryCondition(ctx, q);
  if (category) conditions.push(category);
  if (q.featured !== undefined) conditions.push(eq(articles.featured, q.featured));
  if (q.articleIDs) {
    if (!q.articleIDs.length) return null;
    conditions.push(inArray(articles.articleID, q.articleIDs));
  }
  return and(...conditions) as SQL;
}

export async function listArticles(
  ctx: ServiceContext,
  q: ArticleListQuery,
): Promise<{ articles: Article[]; total: number }> {
  const where = await listCondition(ctx, q);
  if (!where) return { articles: [], total: 0 };
  const { limit, offset } = pageRequest(q.page, q.limit, ARTICLE_LIST_DEFAULTS, ARTICLE_LIST_MAX_LIMIT);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(articleColumns)
      .from(articles)
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(articles).where(where),
  ]);
  const presented = await presentArticles(ctx, rows, { locale: q.locale, expand: q.expand });
  return { articles: presented, total: Number(counted?.n ?? 0) };
}

/** A member votes as themselves; a guest only with the visitor key the route read from their cookie. */
export function memberVoterKey(ctx: ServiceContext): string | null {
  return isSignedIn(ctx.viewer) ? `u:${ctx.viewer.user.userID}` : null;
}

export async function getArticle(
  ctx: ServiceContext,
  articleID: number,
  opts: {
    locale?: string | undefined;
    expand?: readonly string[] | string | undefined;
    /** A guest's 'g:{uuid}' (members vote as 'u:{userID}' without it). */
    voterKey?: string | null | undefined;
  } = {},
): Promise<Article> {
  const row = await findArticleRow(ctx, articleID);
  if (!row || !canSeeArticle(await knowledgeAccess(ctx), row)) throw articleNotFound();
  const [article] = await presentArticles(ctx, [row], {
    locale: opts.locale,
    expand: opts.expand,
    withBody: true,
    voterKey: memberVoterKey(ctx) ?? opts.voterKey ?? null,
  });
  if (!article) throw articleNotFound();
  return article;
}

/** Knowledge Base home (/kb) > the knowledge base > each category down to the article's. */
export async function articleBreadcrumbs(
  ctx: ServiceContext,
  article: Pick<Article, "knowledgeBaseID" | "knowledgeCategoryID">,
): Promise<Breadcrumb[]> {
  const [crumbs] = await breadcrumbsOf(ctx, [article]);
  return crumbs ?? [];
}
