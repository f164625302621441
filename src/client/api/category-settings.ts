// The category settings an administrator changes (site.manage): GET /category-settings lists every category in tree
// order with whether it may be in digests, PATCH /categories/{id} {allowDigest} changes one
// (docs/reference/notifications.md#digest).
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryPatch } from "../../types/generated/api/category-patch";
import type { CategorySettings } from "../../types/generated/api/category-settings";
import { apiRequest } from "./http";

export type { CategorySettings };

export const categorySettingsKeys = {
  all: ["category-settings"] as const,
};

export function fetchCategorySettings(signal?: AbortSignal): Promise<CategorySettings[]> {
  return apiRequest<CategorySettings[]>("/category-settings", { signal });
}

export function categorySettingsQuery() {
  return queryOptions({
    queryKey: categorySettingsKeys.all,
    queryFn: ({ signal }) => fetchCategorySettings(signal),
  });
}

export function useCategorySettings() {
  return useQuery(categorySettingsQuery());
}

export function patchCategorySettings(categoryID: number, patch: CategoryPatch): Promise<CategorySettings> {
  return apiRequest<CategorySettings>(`/categories/${categoryID}`, { method: "PATCH", body: patch });
}

/** Puts one saved category into the cached list, so the next visit shows it. */
export function storeCategorySettings(client: QueryClient, saved: CategorySettings): void {
  client.setQueryData<CategorySettings[]>(categorySettingsKeys.all, (list) =>
    list?.map((category) =>
      category.categoryID === saved.categoryID ? { ...category, ...saved } : category,
    ),
  );
}
