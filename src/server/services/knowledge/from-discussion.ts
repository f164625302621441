// The link back from a discussion to the articles converted from it or from its accepted answer
// (docs/reference/knowledge-base.md#converting-a-discussion): published ones where the viewer reads, drafts too
// where they write. The route checks that the viewer may see the discussion itself.
import { and, asc, eq } from "drizzle-orm";
import { articles } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import { knowledgeAccess } from "./access";
import { type Article, presentArticles } from "./article-presenter";
import { articleColumns, visibleArticles } from "./article-rows";

export async function articlesFromDiscussion(ctx: ServiceContext, discussionID: number): Promise<Article[]> {
  // Most discussions became no article: one indexed probe spares them the permission load.
  const [any] = await ctx.db
    .select({ articleID: articles.articleID })
    .from(articles)
    .where(eq(articles.discussionID, discussionID))
    .limit(1);
  if (!any) return [];
  const visible = visibleArticles(await knowledgeAccess(ctx), ["published", "draft"]);
  if (!visible) return [];
  const rows = await ctx.db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.discussionID, discussionID), visible))
    .orderBy(asc(articles.articleID))
    .limit(50);
  return presentArticles(ctx, rows);
}
