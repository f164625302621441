// Server data for Articles: the featured articles, a category's or a knowledge base's, as the viewer may read them
// (the page's knowledge base and category unless the widget names its own), in the reader's language; the page's
// ?page= when the list pages. Hidden when empty unless it says so.
import { paramText } from "../../src/lib/layout/param-text";
import type { LayoutContext } from "../../src/server/layouts/context";
import { readingLocale } from "../../src/server/layouts/knowledge-params";
import { knowledgeAccess } from "../../src/server/services/knowledge/access";
import { type ArticleListQuery, listArticles } from "../../src/server/services/knowledge/articles";
import type { ArticlesWidgetProps } from "../../src/types/generated/widgets/articles";
import type { ArticlesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/articles";
import { type ArticleScope, articleListQuery, pageOf } from "./list-query";

/** The editor's way into a new article of the list's knowledge base (and category), when they may write there. */
async function newArticleUrl(
  scope: ArticleScope,
  params: Record<string, unknown>,
  context: LayoutContext,
): Promise<string | null> {
  const page = params.knowledgeBase as { knowledgeBaseID?: unknown } | undefined;
  const knowledgeBaseID = scope.knowledgeBaseID ?? page?.knowledgeBaseID;
  if (typeof knowledgeBaseID !== "number" || scope.featured) return null;
  if (!(await knowledgeAccess(context.services)).canEdit(knowledgeBaseID)) return null;
  const search = new URLSearchParams({ knowledgeBaseID: String(knowledgeBaseID) });
  if (scope.knowledgeCategoryID !== undefined)
    search.set("knowledgeCategoryID", String(scope.knowledgeCategoryID));
  return `/kb/articles/add?${search}`;
}

export async function hydrateArticles(
  props: ArticlesWidgetProps,
  context: LayoutContext,
): Promise<ArticlesWidgetHydrated | null> {
  const { params } = context;
  const scope = articleListQuery(props, params);
  if (!scope) return null;
  const page = pageOf(props, params);
  const query: ArticleListQuery = {
    ...scope,
    page,
    limit: props.apiParams.limit,
    locale: readingLocale(context),
    expand: props.display.author ? ["insertUser"] : [],
  };
  const { articles, total } = await listArticles(context.services, query);
  const addUrl = await newArticleUrl(scope, params, context);
  if (articles.length === 0 && !props.emptyMessage && !addUrl) return null;
  return {
    ...props,
    title: paramText(props.titleType, props.title, params),
    description: paramText(props.descriptionType, props.description, params),
    articles,
    newArticleUrl: addUrl,
    paging: { page, limit: props.apiParams.limit, total },
  };
}
