// Curating articles (docs/reference/knowledge-base.md#api): featuring (and ordering the featured), and moving an
// article to another category or knowledge base — which needs articles.add in both.
import { eq } from "drizzle-orm";
import type { ArticleFeaturedPut } from "../../../types/generated/api/article-featured-put";
import type { ArticleMovePatch } from "../../../types/generated/api/article-move-patch";
import { articles } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import type { Article } from "./article-presenter";
import { getArticle } from "./articles";
import { checkCategoryIn, editableArticle, nextSortSql, requireEditor } from "./guards";

export async function setArticleFeatured(
  ctx: ServiceContext,
  articleID: number,
  input: ArticleFeaturedPut,
): Promise<Article> {
  const row = await editableArticle(ctx, articleID);
  const becomesFeatured = input.featured && !row.featured;
  await ctx.db
    .update(articles)
    .set({
      featured: input.featured,
      dateFeatured: input.featured ? (becomesFeatured ? new Date() : row.dateFeatured) : null,
      ...(input.featuredSort !== undefined ? { featuredSort: input.featuredSort } : {}),
    })
    .where(eq(articles.articleID, articleID));
  return getArticle(ctx, articleID);
}

export async function moveArticle(
  ctx: ServiceContext,
  articleID: number,
  input: ArticleMovePatch,
): Promise<Article> {
  const row = await editableArticle(ctx, articleID);
  const knowledgeBaseID = input.knowledgeBaseID ?? row.knowledgeBaseID;
  if (knowledgeBaseID !== row.knowledgeBaseID) await requireEditor(ctx, knowledgeBaseID);
  await checkCategoryIn(ctx.db, knowledgeBaseID, input.knowledgeCategoryID);
  await ctx.db
    .update(articles)
    .set({
      knowledgeBaseID,
      knowledgeCategoryID: input.knowledgeCategoryID,
      sort:
        input.sort ??
        nextSortSql("articles", knowledgeBaseID, "knowledgeCategoryID", input.knowledgeCategoryID),
      updateUserID: ctx.viewer.user.userID,
      dateUpdated: new Date(),
    })
    .where(eq(articles.articleID, articleID));
  return getArticle(ctx, articleID);
}
