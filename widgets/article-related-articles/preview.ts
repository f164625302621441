// Preview loader for Related Articles: other articles of the factories' help center.
import type { RelatedArticlesProps } from "../../src/types/generated/widgets/article-related-articles";
import type { RelatedArticlesHydrated } from "../../src/types/generated/widgets/hydrated/article-related-articles";
import { makeArticle } from "../../tests/factories/knowledge";

export async function previewArticleRelatedArticles(
  props: RelatedArticlesProps,
): Promise<RelatedArticlesHydrated> {
  const articles = Array.from({ length: props.limit }, (_, index) => {
    const { body: _body, ...article } = makeArticle({ articleID: index + 2 });
    return article;
  });
  return { ...props, articles };
}
