// Categories: GET /api/v2/categories (the tree, or the flat list pickers choose from), GET /api/v2/categories/{id}
// (by id or urlcode). A member's preferences for a category (the follow control) are in notification-preferences.ts.
// Every category query lives under categoryKeys.all, so one invalidation refreshes them all.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "../../types/generated/api/category";
import { apiRequest } from "./http";

export type { Category };

export interface CategoryListParams {
  outputFormat?: "tree" | "flat";
  maxDepth?: number;
  limit?: number;
}

/** The whole tree flattened, deep enough for every site: what category pickers list. */
export const FLAT_CATEGORY_PARAMS: CategoryListParams = { outputFormat: "flat", maxDepth: 10, limit: 500 };

export const categoryKeys = {
  all: ["categories"] as const,
  lists: () => [...categoryKeys.all, "list"] as const,
  list: (params: CategoryListParams) => [...categoryKeys.lists(), params] as const,
  details: () => [...categoryKeys.all, "detail"] as const,
  detail: (idOrUrlcode: string | number) => [...categoryKeys.details(), String(idOrUrlcode)] as const,
};

export function fetchCategories(params: CategoryListParams, signal?: AbortSignal) {
  return apiRequest<Category[]>("/categories", {
    query: [
      ["outputFormat", params.outputFormat],
      ["maxDepth", params.maxDepth],
      ["limit", params.limit],
    ],
    signal,
  });
}

export function fetchCategory(idOrUrlcode: string | number, signal?: AbortSignal) {
  return apiRequest<Category>(`/categories/${encodeURIComponent(String(idOrUrlcode))}`, { signal });
}

export function categoriesQuery(params: CategoryListParams) {
  return queryOptions({
    queryKey: categoryKeys.list(params),
    queryFn: ({ signal }) => fetchCategories(params, signal),
    staleTime: 60_000,
  });
}

/** The flat list every category picker shares (move dialogs, composers, editor lookups). */
export function flatCategoriesQuery() {
  return categoriesQuery(FLAT_CATEGORY_PARAMS);
}

export function categoryQuery(idOrUrlcode: string | number) {
  return queryOptions({
    queryKey: categoryKeys.detail(idOrUrlcode),
    queryFn: ({ signal }) => fetchCategory(idOrUrlcode, signal),
  });
}

export function useCategories(params: CategoryListParams, enabled = true) {
  return useQuery({ ...categoriesQuery(params), enabled });
}

export function useFlatCategories(enabled = true) {
  return useQuery({ ...flatCategoriesQuery(), enabled });
}

export function useCategory(idOrUrlcode: string | number, enabled = true) {
  return useQuery({ ...categoryQuery(idOrUrlcode), enabled });
}
