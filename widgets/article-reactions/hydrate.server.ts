// Server data for "Was this helpful?": the page article's counts and, for a member, their own vote (a guest's vote
// is known to the API through the visitor cookie only). Hidden off article pages.
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageArticle } from "../../src/server/layouts/knowledge-params";
import type { ArticleReactionsProps } from "../../src/types/generated/widgets/article-reactions";
import type { ArticleReactionsHydrated } from "../../src/types/generated/widgets/hydrated/article-reactions";

export async function hydrateArticleReactions(
  props: ArticleReactionsProps,
  context: LayoutContext,
): Promise<ArticleReactionsHydrated | null> {
  const article = pageArticle(context);
  // Drafts are not voted on: only what readers read.
  if (article?.status !== "published") return null;
  return {
    ...props,
    articleID: article.articleID,
    countHelpful: article.countHelpful,
    countNotHelpful: article.countNotHelpful,
    viewerReaction: article.viewerReaction ?? null,
  };
}
