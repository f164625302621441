// A GET whose answer is one page of a list: the body plus the paging headers of
// docs/reference/api-conventions.md#paging (see src/server/http/pagination.ts). Kept apart from http.ts so the common
// wrapper stays body-only.
import type { ErrorBody } from "../../types/generated/api/error-body";
import { API_BASE, ApiError, type QueryValue } from "./http";

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  /** Results across every page. */
  total: number;
  /** The server stopped counting: more results exist than `total` (X-App-Page-Result-Count-Is-Lower-Bound). */
  totalIsLowerBound?: boolean;
  hasNextPage: boolean;
}

function headerNumber(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) && response.headers.has(name) ? value : fallback;
}

export async function apiRequestPage<T>(
  path: string,
  query: Array<[string, QueryValue]>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const params = new URLSearchParams();
  for (const [key, value] of query) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  const response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ""}`, {
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
    credentials: "same-origin",
    signal,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof body === "object" && body !== null ? (body as Partial<ErrorBody>) : {},
    );
  }
  const items = Array.isArray(body) ? (body as T[]) : [];
  return {
    items,
    page: headerNumber(response, "X-App-Page-Current", 1),
    limit: headerNumber(response, "X-App-Page-Limit", items.length),
    total: headerNumber(response, "X-App-Page-Result-Count", items.length),
    totalIsLowerBound: response.headers.get("X-App-Page-Result-Count-Is-Lower-Bound") === "true",
    hasNextPage: response.headers.has("X-App-Page-Next-Url"),
  };
}
