// Paging travels in response headers (docs/reference/api-conventions.md#paging Pagination), so list bodies stay plain
// arrays:
//   X-App-Page-Current       the page returned (1-based)
//   X-App-Page-Limit         the page size
//   X-App-Page-Result-Count  the total number of results across all pages
//   X-App-Page-Result-Count-Is-Lower-Bound  "true" when the count stopped early (more results exist)
//   X-App-Page-Next-Url      the URL of the next page (absent on the last page)
//   X-App-Page-Prev-Url      the URL of the previous page (absent on the first page)
//   Link                     the same next/prev URLs as RFC 8288 links
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Paging } from "../services/paging";

function pageUrl(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, "http://localhost");
  url.searchParams.set("page", String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

export function setPagingHeaders(request: FastifyRequest, reply: FastifyReply, paging: Paging): void {
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.limit));
  reply.header("X-App-Page-Current", String(paging.page));
  reply.header("X-App-Page-Limit", String(paging.limit));
  reply.header("X-App-Page-Result-Count", String(paging.total));
  if (paging.totalIsLowerBound) reply.header("X-App-Page-Result-Count-Is-Lower-Bound", "true");
  const links: string[] = [];
  if (paging.hasNextPage ?? paging.page < lastPage) {
    const next = pageUrl(request.url, paging.page + 1);
    reply.header("X-App-Page-Next-Url", next);
    links.push(`<${next}>; rel="next"`);
  }
  if (paging.page > 1) {
    const prev = pageUrl(request.url, Math.min(paging.page - 1, lastPage));
    reply.header("X-App-Page-Prev-Url", prev);
    links.push(`<${prev}>; rel="prev"`);
  }
  if (links.length) reply.header("Link", links.join(", "));
}
