// The article rows services read: every stored column but the search ones, which rows of the viewer's knowledge
// bases they may see (published ones where they read, any status where they write), and the revisions of other
// locales that stand in for the row's own text (docs/reference/knowledge-base.md#translations).
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { articleRevisions, articles } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import type { KnowledgeAccess } from "./access";

export const ARTICLE_STATUSES = ["draft", "published", "deleted"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const articleColumns = {
  articleID: articles.articleID,
  knowledgeBaseID: articles.knowledgeBaseID,
  knowledgeCategoryID: articles.knowledgeCategoryID,
  name: articles.name,
  body: articles.body,
  format: articles.format,
  excerpt: articles.excerpt,
  locale: articles.locale,
  status: articles.status,
  statusBeforeDelete: articles.statusBeforeDelete,
  dateScheduled: articles.dateScheduled,
  featured: articles.featured,
  dateFeatured: articles.dateFeatured,
  featuredSort: articles.featuredSort,
  sort: articles.sort,
  articleRevisionID: articles.articleRevisionID,
  countHelpful: articles.countHelpful,
  countNotHelpful: articles.countNotHelpful,
  discussionID: articles.discussionID,
  commentID: articles.commentID,
  insertUserID: articles.insertUserID,
  dateInserted: articles.dateInserted,
  updateUserID: articles.updateUserID,
  dateUpdated: articles.dateUpdated,
  datePublished: articles.datePublished,
};

export type ArticleRow = {
  [K in keyof typeof articleColumns]: (typeof articles.$inferSelect)[K];
};

/**
 * Rows the viewer may see among `statuses`: published ones in knowledge bases they read, other statuses only in
 * knowledge bases they write in. null when they may see none at all.
 */
export function visibleArticles(access: KnowledgeAccess, statuses: readonly ArticleStatus[]): SQL | null {
  const parts: SQL[] = [];
  if (statuses.includes("published") && access.viewableIDs.length)
    parts.push(
      and(eq(articles.status, "published"), inArray(articles.knowledgeBaseID, access.viewableIDs)) as SQL,
    );
  const others = statuses.filter((status) => status !== "published");
  if (others.length && access.editableIDs.length)
    parts.push(
      and(inArray(articles.status, others), inArray(articles.knowledgeBaseID, access.editableIDs)) as SQL,
    );
  if (!parts.length) return null;
  return parts.length === 1 ? (parts[0] as SQL) : (or(...parts) as SQL);
}

/** Whether the viewer may see one row. */
export function canSeeArticle(
  access: KnowledgeAccess,
  row: Pick<ArticleRow, "status" | "knowledgeBaseID">,
): boolean {
  if (row.status === "published") return access.canView(row.knowledgeBaseID);
  return access.canEdit(row.knowledgeBaseID);
}

export async function findArticleRow(
  ctx: ServiceContext,
  articleID: number,
): Promise<ArticleRow | undefined> {
  const [row] = await ctx.db.select(articleColumns).from(articles).where(eq(articles.articleID, articleID));
  return row;
}

export type RevisionRow = typeof articleRevisions.$inferSelect;

/**
 * The current revision in `locale` of each article whose own locale differs: its newest save in that locale
 * (restoring an older one saves a copy, so the newest is always the current one).
 */
export async function translationsOf(
  ctx: ServiceContext,
  rows: readonly Pick<ArticleRow, "articleID" | "locale">[],
  locale: string | undefined,
): Promise<Map<number, RevisionRow>> {
  const ids = rows.filter((row) => locale && row.locale !== locale).map((row) => row.articleID);
  if (!locale || !ids.length) return new Map();
  const found = await ctx.db
    .selectDistinctOn([articleRevisions.articleID])
    .from(articleRevisions)
    .where(and(inArray(articleRevisions.articleID, ids), eq(articleRevisions.locale, locale)))
    .orderBy(articleRevisions.articleID, desc(articleRevisions.articleRevisionID));
  return new Map(found.map((revision) => [revision.articleID, revision]));
}
