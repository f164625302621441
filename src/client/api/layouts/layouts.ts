// Stored layouts and templates (site.manage): GET /layouts?expand=layoutViews (the dashboard list, with where
// each applies), GET /layouts/{id} (a stored one by number, a template by its view type name), POST /layouts
// (revision 1, published), DELETE /layouts/{id} (422 while it is applied anywhere, and for templates), and
// GET /layouts/catalog.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LayoutFull } from "../../../types/generated/api/layout-full";
import type { LayoutInput } from "../../../types/generated/api/layout-input";
import type { LayoutMetadata } from "../../../types/generated/api/layout-metadata";
import type { LayoutCatalog } from "../../editor/model/catalog";
import { apiRequest } from "../http";
import { layoutKeys, layoutPath } from "./keys";

export function fetchLayouts(signal?: AbortSignal): Promise<LayoutMetadata[]> {
  return apiRequest<LayoutMetadata[]>("/layouts", { query: [["expand", "layoutViews"]], signal });
}

export function layoutsListQuery() {
  return queryOptions({
    queryKey: layoutKeys.list(),
    queryFn: ({ signal }) => fetchLayouts(signal),
    // The list changes under the admin's own hand: refetch after every mutation instead of trusting a stale time.
    staleTime: 0,
    retry: false,
  });
}

export function useLayoutsList() {
  return useQuery(layoutsListQuery());
}

export function fetchLayout(layoutID: number | string, signal?: AbortSignal): Promise<LayoutFull> {
  return apiRequest<LayoutFull>(layoutPath(layoutID), { signal });
}

/** The widgets, assets, sections and middlewares a view type may use; it describes the product, so never stale. */
export function fetchLayoutCatalog(layoutViewType: string, signal?: AbortSignal): Promise<LayoutCatalog> {
  return apiRequest<LayoutCatalog>("/layouts/catalog", {
    query: [["layoutViewType", layoutViewType]],
    signal,
  });
}

export function layoutCatalogQuery(layoutViewType: string) {
  return queryOptions({
    queryKey: layoutKeys.catalog(layoutViewType),
    queryFn: ({ signal }) => fetchLayoutCatalog(layoutViewType, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useLayoutCatalog(layoutViewType: string) {
  return useQuery(layoutCatalogQuery(layoutViewType));
}

export function createLayout(body: LayoutInput): Promise<LayoutFull> {
  return apiRequest<LayoutFull>("/layouts", { method: "POST", body });
}

/** What a new layout is made from: its input, or how to build it (reading a template or layout to copy first). */
export type LayoutSource = LayoutInput | (() => Promise<LayoutInput>);

/** Creates a layout; the pending state and the error cover reading the source too. */
export function useCreateLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (source: LayoutSource) =>
      createLayout(typeof source === "function" ? await source() : source),
    onSettled: () => client.invalidateQueries({ queryKey: layoutKeys.list() }),
  });
}

export function deleteLayout(layoutID: number | string): Promise<void> {
  return apiRequest<void>(layoutPath(layoutID), { method: "DELETE" });
}

export function useDeleteLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLayout,
    onSettled: () => client.invalidateQueries({ queryKey: layoutKeys.list() }),
  });
}
