// Article rows → the API's Article (schemas/api/article.schema.json): in the asked locale when a revision exists
// there (translated: true), bodies rendered only when asked for, the source only for editors, authors and
// breadcrumbs on expand, and the viewer's own helpful vote when their voter key is known.
import { and, eq, inArray } from "drizzle-orm";
import type { Article } from "../../../types/generated/api/article";
import { articleReactions } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import { parseExpand } from "../expand";
import { articleUrl } from "../urls";
import { loadUserFragments, userFragmentOf } from "../users-batch";
import { knowledgeAccess } from "./access";
import { articleExcerpt, renderArticleBodies } from "./article-body";
import { type ArticleRow, type RevisionRow, translationsOf } from "./article-rows";
import { breadcrumbsOf } from "./breadcrumbs";

export type { Article };

export const ARTICLE_EXPANDS = ["insertUser", "updateUser", "breadcrumbs", "source"] as const;

export interface PresentOptions {
  /** Show each article's current revision in this locale where one exists. */
  locale?: string | undefined;
  expand?: readonly string[] | string | undefined;
  /** The rendered body (single reads); lists leave it out. */
  withBody?: boolean;
  /** 'u:{userID}' or 'g:{uuid}', or null for a guest without one: fills viewerReaction. Lists leave it out. */
  voterKey?: string | null | undefined;
}

/** The text an article shows: its own row's, or a translation's. */
interface ShownText {
  name: string;
  body: string;
  format: string;
  excerpt: string;
  locale: string;
  revisionID: number | null;
  translated: boolean;
}

function shownText(row: ArticleRow, translation: RevisionRow | undefined): ShownText {
  if (!translation)
    return {
      name: row.name,
      body: row.body,
      format: row.format,
      excerpt: row.excerpt,
      locale: row.locale,
      revisionID: row.articleRevisionID,
      translated: false,
    };
  return {
    name: translation.name,
    body: translation.body,
    format: translation.format,
    excerpt: translation.excerpt,
    locale: translation.locale,
    revisionID: translation.articleRevisionID,
    translated: true,
  };
}

async function viewerReactions(ctx: ServiceContext, ids: number[], voterKey: string | null | undefined) {
  if (!voterKey || !ids.length) return null;
  const rows = await ctx.db
    .select({ articleID: articleReactions.articleID, helpful: articleReactions.helpful })
    .from(articleReactions)
    .where(and(inArray(articleReactions.articleID, ids), eq(articleReactions.voterKey, voterKey)));
  return new Map(
    rows.map((row) => [row.articleID, row.helpful ? ("helpful" as const) : ("notHelpful" as const)]),
  );
}

function baseArticle(row: ArticleRow, text: ShownText): Article {
  return {
    articleID: row.articleID,
    knowledgeBaseID: row.knowledgeBaseID,
    knowledgeCategoryID: row.knowledgeCategoryID,
    name: text.name,
    url: articleUrl(row.articleID, text.name),
    excerpt: articleExcerpt(text.excerpt, text.body, text.format),
    locale: text.locale,
    translated: text.translated,
    status: row.status === "draft" || row.status === "deleted" ? row.status : "published",
    dateScheduled: row.dateScheduled?.toISOString() ?? null,
    featured: row.featured,
    dateFeatured: row.dateFeatured?.toISOString() ?? null,
    sort: row.sort,
    articleRevisionID: text.revisionID,
    countHelpful: row.countHelpful,
    countNotHelpful: row.countNotHelpful,
    discussionID: row.discussionID,
    commentID: row.commentID,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    updateUserID: row.updateUserID,
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    datePublished: row.datePublished?.toISOString() ?? null,
  };
}

export async function presentArticles(
  ctx: ServiceContext,
  rows: readonly ArticleRow[],
  opts: PresentOptions = {},
): Promise<Article[]> {
  if (!rows.length) return [];
  const expand = parseExpand(opts.expand, ARTICLE_EXPANDS);
  const access = await knowledgeAccess(ctx);
  const translations = await translationsOf(ctx, rows, opts.locale);
  const texts = rows.map((row) => shownText(row, translations.get(row.articleID)));
  const wantsUsers = expand.has("insertUser") || expand.has("updateUser");
  const [users, crumbs, bodies, reactions] = await Promise.all([
    wantsUsers
      ? loadUserFragments(
          ctx.db,
          rows.flatMap((row) => [row.insertUserID, row.updateUserID]),
        )
      : null,
    expand.has("breadcrumbs") ? breadcrumbsOf(ctx, rows) : null,
    opts.withBody
      ? renderArticleBodies(
          ctx.db,
          texts.map((text, index) => ({
            cacheKey: `article:${rows[index]?.articleID}:${text.locale}:${text.revisionID ?? 0}`,
            body: text.body,
            format: text.format,
          })),
        )
      : null,
    viewerReactions(
      ctx,
      rows.map((row) => row.articleID),
      opts.voterKey,
    ),
  ]);
  return rows.map((row, index) => {
    const text = texts[index] as ShownText;
    const article = baseArticle(row, text);
    if (bodies) article.body = bodies[index] ?? "";
    if (expand.has("source") && access.canEdit(row.knowledgeBaseID)) {
      article.bodyRaw = text.body;
      article.format = text.format;
    }
    if (users && expand.has("insertUser")) article.insertUser = userFragmentOf(users, row.insertUserID);
    if (users && expand.has("updateUser") && row.updateUserID !== null)
      article.updateUser = userFragmentOf(users, row.updateUserID);
    if (crumbs) article.breadcrumbs = crumbs[index] ?? [];
    if (opts.voterKey !== undefined) article.viewerReaction = reactions?.get(row.articleID) ?? null;
    return article;
  });
}
