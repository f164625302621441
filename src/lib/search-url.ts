// The search page's address (docs/reference/routes.md#links-the-product-builds: /search with a query parameter),
// shared by every search box.

export const SEARCH_PATH = "/search";
/** The same page in knowledge-base mode: articles only (docs/reference/search.md#the-search-page). */
export const KNOWLEDGE_SEARCH_PATH = "/kb/search";

export function searchPageUrl(query: string, page = 1): string {
  const params = new URLSearchParams({ query });
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
