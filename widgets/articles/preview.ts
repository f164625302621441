// Preview loader for Articles: the factories' help center of twelve articles over three categories (the first three
// featured), filtered, sorted and paged as the server would.
import { paramText } from "../../src/lib/layout/param-text";
import type { Article } from "../../src/types/generated/api/article";
import type { ArticlesWidgetProps } from "../../src/types/generated/widgets/articles";
import type { ArticlesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/articles";
import { makeArticle } from "../../tests/factories/knowledge";
import { type ArticleScope, articleListQuery, pageOf } from "./list-query";

const POOL_SIZE = 12;

function previewPool(): Article[] {
  return Array.from({ length: POOL_SIZE }, (_, index) =>
    makeArticle({ articleID: index + 1, knowledgeCategoryID: (index % 3) + 1, featured: index < 3 }),
  );
}

const ORDER: Record<ArticleScope["sort"], (a: Article, b: Article) => number> = {
  sort: (a, b) => a.sort - b.sort,
  featured: (a, b) => a.articleID - b.articleID,
  name: (a, b) => a.name.localeCompare(b.name),
  "-dateInserted": (a, b) => b.dateInserted.localeCompare(a.dateInserted),
  "-dateUpdated": (a, b) => (b.dateUpdated ?? "").localeCompare(a.dateUpdated ?? ""),
};

function inScope(scope: ArticleScope) {
  return (article: Article) =>
    (scope.knowledgeBaseID === undefined || article.knowledgeBaseID === scope.knowledgeBaseID) &&
    (scope.knowledgeCategoryID === undefined || article.knowledgeCategoryID === scope.knowledgeCategoryID) &&
    (scope.featured === undefined || article.featured === scope.featured);
}

export async function previewArticles(
  props: ArticlesWidgetProps,
  context: { params: Record<string, unknown> },
): Promise<ArticlesWidgetHydrated | null> {
  // A widget story is on no page: a category list shows the help center's first category.
  const scope =
    articleListQuery(props, context.params) ??
    articleListQuery({ ...props, apiParams: { ...props.apiParams, knowledgeCategoryID: 1 } }, context.params);
  if (!scope) return null;
  const { limit } = props.apiParams;
  const page = pageOf(props, context.params);
  const matching = previewPool().filter(inScope(scope)).sort(ORDER[scope.sort]);
  const listed = matching
    .slice((page - 1) * limit, page * limit)
    .map(({ body: _body, ...article }) => article);
  if (listed.length === 0 && !props.emptyMessage) return null;
  return {
    ...props,
    title: paramText(props.titleType, props.title, context.params),
    description: paramText(props.descriptionType, props.description, context.params),
    articles: listed,
    newArticleUrl: null,
    paging: { page, limit, total: matching.length },
  };
}
