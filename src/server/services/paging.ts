// Page arithmetic shared by list services. Routes turn Paging into response headers (http/pagination.ts).
export interface Paging {
  page: number;
  limit: number;
  total: number;
  /** The count stopped early: more results exist than `total` (docs/reference/api-conventions.md#paging). */
  totalIsLowerBound?: boolean;
  /** Whether a next page exists, when the service knows it better than `total` does (a lower bound). */
  hasNextPage?: boolean;
}

export interface PageRequest {
  page: number;
  limit: number;
}

const MAX_PAGE = 100_000;

function positiveInteger(value: number | undefined, fallback: number, max: number): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** Clamps what a caller asked for (routes validate; widgets may pass anything) to sane bounds. */
export function pageRequest(
  page: number | undefined,
  limit: number | undefined,
  defaults: PageRequest,
  maxLimit: number,
): PageRequest & { offset: number } {
  const safePage = positiveInteger(page, defaults.page, MAX_PAGE);
  const safeLimit = positiveInteger(limit, defaults.limit, maxLimit);
  return { page: safePage, limit: safeLimit, offset: (safePage - 1) * safeLimit };
}
