// The category a page's search box searches within (docs/reference/ui-behaviour.md#search-box-scope): the page's
// category, from the layout params (`category`) of a category page; a post page has a category too, but its box
// keeps searching the whole forum. Banner and Search widget loaders read it.

/** The views of a category's own page (server/layouts/record-providers.ts categoryViewType). */
const CATEGORY_PAGES: ReadonlySet<unknown> = new Set(["discussionCategoryPage", "nestedCategoryList"]);

export interface SearchCategory {
  categoryID: number;
  name: string;
}

export function searchCategoryOf(params: Record<string, unknown>): SearchCategory | undefined {
  const category = params.category;
  if (!CATEGORY_PAGES.has(params.layoutViewType)) return undefined;
  if (typeof category !== "object" || category === null) return undefined;
  const { categoryID, name } = category as Record<string, unknown>;
  if (typeof categoryID !== "number" || !Number.isInteger(categoryID) || categoryID < 1) return undefined;
  if (typeof name !== "string" || name === "") return undefined;
  return { categoryID, name };
}

/** The props with the page's category as their search scope; never one an author typed into the document. */
export function withSearchCategory<P extends { searchCategory?: SearchCategory }>(
  props: P,
  params: Record<string, unknown>,
): P {
  const { searchCategory: _authored, ...rest } = props;
  const category = searchCategoryOf(params);
  return (category ? { ...rest, searchCategory: category } : rest) as P;
}
