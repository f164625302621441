// GET /api/v2/layouts/{id}: one layout (a stored one by number, a template by its view type name) with its
// document, as stored.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutFull } from "../../types/generated/api/layout-full";
import { apiRequest } from "./http";

export function fetchLayout(layoutID: number | string, signal?: AbortSignal): Promise<LayoutFull> {
  return apiRequest<LayoutFull>(`/layouts/${encodeURIComponent(String(layoutID))}`, { signal });
}

export function layoutQueryOptions(layoutID: number | string) {
  return queryOptions({
    queryKey: ["layouts", "get", String(layoutID)] as const,
    queryFn: ({ signal }) => fetchLayout(layoutID, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useLayout(layoutID: number | string) {
  return useQuery(layoutQueryOptions(layoutID));
}
