// Server data for the category navigation: the categories of the page's knowledge base (or the one the widget
// names) the viewer may read, and which is the page's own (an article's page: the article's category). Hidden
// without categories or a knowledge base to show.
import type { LayoutContext } from "../../src/server/layouts/context";
import {
  pageArticle,
  pageKnowledgeBaseID,
  pageKnowledgeCategoryID,
  unlessNotFound,
} from "../../src/server/layouts/knowledge-params";
import { getKnowledgeBase } from "../../src/server/services/knowledge/knowledge-bases";
import { listKnowledgeCategories } from "../../src/server/services/knowledge/knowledge-categories";
import type { KnowledgeCategoryTreeHydrated } from "../../src/types/generated/widgets/hydrated/knowledge-category-tree";
import type { KnowledgeCategoryTreeProps } from "../../src/types/generated/widgets/knowledge-category-tree";

export async function hydrateKnowledgeCategoryTree(
  props: KnowledgeCategoryTreeProps,
  context: LayoutContext,
): Promise<KnowledgeCategoryTreeHydrated | null> {
  const knowledgeBaseID = props.knowledgeBaseID ?? pageKnowledgeBaseID(context);
  if (knowledgeBaseID === undefined) return null;
  const [base, categories] = await Promise.all([
    unlessNotFound(getKnowledgeBase(context.services, knowledgeBaseID)),
    unlessNotFound(listKnowledgeCategories(context.services, knowledgeBaseID)),
  ]);
  if (!base || !categories?.length) return null;
  const current = pageKnowledgeCategoryID(context);
  const onOwnBase = base.knowledgeBaseID === pageKnowledgeBaseID(context);
  return {
    ...props,
    knowledgeBase: { name: base.name, url: base.url },
    categories,
    currentCategoryID: onOwnBase ? (current ?? null) : null,
    currentIsPage: onOwnBase && current !== undefined && pageArticle(context) === undefined,
  };
}
