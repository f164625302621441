// Where page N of a categories page lives (docs/reference/routes.md#layout-routes): a category's pages are path
// segments (/categories/{id}/p{N}, page 1 without the suffix), the root list (/categories) takes `?page=N`. A site
// section prefix (/fr/categories/…) is kept. Pure, shared by the Category List asset's pager and its tests.
import { searchWithPage } from "./pagination";

const CATEGORY_PAGE = /^(.*\/categories\/[^/]+)(?:\/p\d{1,6})?\/?$/;

export function categoryPageHref(location: { pathname: string; search: string }, page: number): string {
  const category = CATEGORY_PAGE.exec(location.pathname);
  if (!category) return `${location.pathname}${searchWithPage(location.search, page)}`;
  const params = new URLSearchParams(location.search);
  // The path carries the page; a stale ?page= would only confuse.
  params.delete("page");
  const search = params.toString();
  return `${category[1]}${page > 1 ? `/p${page}` : ""}${search ? `?${search}` : ""}`;
}
