// GET /api/v2/layouts/catalog?layoutViewType=: the widgets, assets, sections and middlewares a layout of that
// view type may use (layout-format §5.1). It describes the product, so it never goes stale during a session.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutCatalog } from "../editor/model/catalog";
import { apiRequest } from "./http";

export function fetchLayoutCatalog(layoutViewType: string, signal?: AbortSignal): Promise<LayoutCatalog> {
  return apiRequest<LayoutCatalog>("/layouts/catalog", {
    query: [["layoutViewType", layoutViewType]],
    signal,
  });
}

export function layoutCatalogQueryOptions(layoutViewType: string) {
  return queryOptions({
    queryKey: ["layouts", "catalog", layoutViewType] as const,
    queryFn: ({ signal }) => fetchLayoutCatalog(layoutViewType, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useLayoutCatalog(layoutViewType: string) {
  return useQuery(layoutCatalogQueryOptions(layoutViewType));
}
