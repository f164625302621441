// Page arithmetic shared by list services. Routes turn Paging into response headers (http/pagination.ts).
export interface Paging {
  page: number;
  limit: number;
  total: number;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** Clamps what a caller asked for (routes validate; widgets may pass anything) to sane bounds. */
export function pageRequest(
  page: number | undefined,
  limit: number | undefined,
  defaults: PageRequest,
  maxLimit: number,
) {
  const safePage =
    Number.isInteger(page) && (page ?? 0) >= 1 ? Math.min(page as number, 100_000) : defaults.page;
  const safeLimit =
    Number.isInteger(limit) && (limit ?? 0) >= 1 ? Math.min(limit as number, maxLimit) : defaults.limit;
  return { page: safePage, limit: safeLimit, offset: (safePage - 1) * safeLimit };
}
