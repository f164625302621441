// GET /api/v2/layouts?expand=layoutViews: every layout (file templates and stored ones) with where each applies,
// for the /dashboard/layouts list (site.manage).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutMetadata } from "../../types/generated/api/layout-metadata";
import { apiRequest } from "./http";

export const LAYOUTS_LIST_KEY = ["layouts", "list"] as const;

export function fetchLayouts(signal?: AbortSignal): Promise<LayoutMetadata[]> {
  return apiRequest<LayoutMetadata[]>("/layouts", { query: [["expand", "layoutViews"]], signal });
}

export function layoutsListQueryOptions() {
  return queryOptions({
    queryKey: LAYOUTS_LIST_KEY,
    queryFn: ({ signal }) => fetchLayouts(signal),
    // The list changes under the admin's own hand: refetch after every mutation instead of trusting a stale time.
    staleTime: 0,
    retry: false,
  });
}

export function useLayoutsList() {
  return useQuery(layoutsListQueryOptions());
}
