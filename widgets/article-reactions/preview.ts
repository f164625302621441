// Preview loader for "Was this helpful?": the factories' first article's counts, not yet voted on.
import type { ArticleReactionsProps } from "../../src/types/generated/widgets/article-reactions";
import type { ArticleReactionsHydrated } from "../../src/types/generated/widgets/hydrated/article-reactions";
import { makeArticle } from "../../tests/factories/knowledge";

export async function previewArticleReactions(
  props: ArticleReactionsProps,
): Promise<ArticleReactionsHydrated> {
  const article = makeArticle({ articleID: 1 });
  return {
    ...props,
    articleID: article.articleID,
    countHelpful: article.countHelpful,
    countNotHelpful: article.countNotHelpful,
    viewerReaction: null,
  };
}
