// Server data for the article asset: the page's article (read with the viewer's permissions by the record provider,
// src/server/layouts/knowledge-providers.ts), the discussion or answer it was converted from when the viewer may see
// that discussion, and the editor's links for the knowledge base's editors. Hidden off article pages.
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageArticle } from "../../src/server/layouts/knowledge-params";
import { getDiscussion } from "../../src/server/services/discussions";
import { knowledgeAccess } from "../../src/server/services/knowledge/access";
import { commentUrl } from "../../src/server/services/urls";
import type { ArticleAssetProps } from "../../src/types/generated/widgets/article";
import type { ArticleAssetHydrated } from "../../src/types/generated/widgets/hydrated/article";

type Article = ArticleAssetHydrated["article"];

async function sourceDiscussionOf(context: LayoutContext, article: Article) {
  if (!article.discussionID) return null;
  const discussion = await getDiscussion(context.services, article.discussionID);
  if (!discussion) return null;
  return { name: discussion.name, url: article.commentID ? commentUrl(article.commentID) : discussion.url };
}

export async function hydrateArticle(
  props: ArticleAssetProps,
  context: LayoutContext,
): Promise<ArticleAssetHydrated | null> {
  const article = pageArticle(context);
  if (!article) return null;
  const [access, sourceDiscussion] = await Promise.all([
    knowledgeAccess(context.services),
    sourceDiscussionOf(context, article),
  ]);
  const canEdit = access.canEdit(article.knowledgeBaseID);
  return {
    ...props,
    article,
    sourceDiscussion,
    editUrl: canEdit ? `/kb/articles/${article.articleID}/edit` : null,
    revisionsUrl: canEdit ? `/kb/articles/${article.articleID}/revisions` : null,
  };
}
