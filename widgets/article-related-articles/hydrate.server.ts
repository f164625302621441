// Server data for Related Articles: published articles sharing the page article's words, among those the viewer
// reads (services/knowledge/related.ts); hidden off article pages and when none are found.
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageArticle, unlessNotFound } from "../../src/server/layouts/knowledge-params";
import { relatedArticles } from "../../src/server/services/knowledge/related";
import type { RelatedArticlesProps } from "../../src/types/generated/widgets/article-related-articles";
import type { RelatedArticlesHydrated } from "../../src/types/generated/widgets/hydrated/article-related-articles";

export async function hydrateArticleRelatedArticles(
  props: RelatedArticlesProps,
  context: LayoutContext,
): Promise<RelatedArticlesHydrated | null> {
  const article = pageArticle(context);
  if (!article) return null;
  const articles = await unlessNotFound(relatedArticles(context.services, article.articleID, props.limit));
  if (!articles?.length) return null;
  return { ...props, articles };
}
