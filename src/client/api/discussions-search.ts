// GET /api/v2/discussions?query=…&page=…&limit=…&expand=insertUser,category: the /search page's results, one page
// at a time with the paging headers (spec 000 §7: pagination in headers).
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Discussion } from "../../types/generated/api/discussion";
import { apiRequestPage } from "./http-paged";

export const SEARCH_PAGE_LIMIT = 30;

export function searchDiscussionsQueryOptions(query: string, page: number) {
  return queryOptions({
    queryKey: ["discussions", "search", query, page] as const,
    queryFn: ({ signal }) =>
      apiRequestPage<Discussion>(
        "/discussions",
        [
          ["query", query],
          ["page", page],
          ["limit", SEARCH_PAGE_LIMIT],
          ["expand", "insertUser,category"],
        ],
        signal,
      ),
    // Turning a page keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}
