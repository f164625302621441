// Preview loader for the article asset: the page's article on a page story, else the factories' first article,
// converted from a discussion; previews show no editor links (their viewers edit nothing).
import type { Article } from "../../src/types/generated/api/article";
import type { ArticleAssetProps } from "../../src/types/generated/widgets/article";
import type { ArticleAssetHydrated } from "../../src/types/generated/widgets/hydrated/article";
import { makeArticle } from "../../tests/factories/knowledge";

export async function previewArticle(
  props: ArticleAssetProps,
  context: { params: Record<string, unknown> },
): Promise<ArticleAssetHydrated> {
  const article =
    (context.params.article as Article | undefined) ?? makeArticle({ articleID: 1, discussionID: 3 });
  return {
    ...props,
    article,
    sourceDiscussion: article.discussionID
      ? { name: "How do I change the name others see?", url: `/discussion/${article.discussionID}` }
      : null,
    editUrl: null,
    revisionsUrl: null,
  };
}
