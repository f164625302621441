// Which articles the Articles widget lists (docs/reference/layout-widgets.md#widgets react.article.articles): its own
// knowledge base or category, else the page's. Pure, so the preview loader picks the same way.
import type { ArticlesWidgetProps } from "../../src/types/generated/widgets/articles";

export interface ArticleScope {
  knowledgeBaseID?: number;
  knowledgeCategoryID?: number;
  includeSubcategories?: boolean;
  featured?: boolean;
  sort: "sort" | "-dateInserted" | "-dateUpdated" | "name" | "featured";
}

function pageRecordID(params: Record<string, unknown>, record: string, key: string): number | undefined {
  const value = (params[record] as Record<string, unknown> | undefined)?.[key];
  return typeof value === "number" ? value : undefined;
}

/** The list's scope; null when it names nothing (a category list on a page without a category). */
export function articleListQuery(
  props: ArticlesWidgetProps,
  params: Record<string, unknown>,
): ArticleScope | null {
  const api = props.apiParams;
  const knowledgeBaseID = api.knowledgeBaseID ?? pageRecordID(params, "knowledgeBase", "knowledgeBaseID");
  const base = knowledgeBaseID === undefined ? {} : { knowledgeBaseID };
  if (api.filter === "featured") return { ...base, featured: true, sort: "featured" };
  if (api.filter === "knowledgeBase") return { ...base, sort: api.sort };
  const knowledgeCategoryID =
    api.knowledgeCategoryID ?? pageRecordID(params, "knowledgeCategory", "knowledgeCategoryID");
  if (knowledgeCategoryID === undefined) return null;
  return { knowledgeCategoryID, includeSubcategories: api.includeSubcategories, sort: api.sort };
}

/** The page of a paged list: the page's ?page=, else the first. */
export function pageOf(props: ArticlesWidgetProps, params: Record<string, unknown>): number {
  return props.apiParams.paging && typeof params.page === "number" ? params.page : 1;
}
