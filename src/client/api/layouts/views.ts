// GET and PUT /layouts/{id}/views: where a layout applies. PUT replaces every view of the layout ([] unassigns
// it); a target another layout held moves to this one.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LayoutView } from "../../../types/generated/api/layout-view";
import type { LayoutViewInput } from "../../../types/generated/api/layout-view-input";
import { apiRequest } from "../http";
import { layoutKeys, layoutPath } from "./keys";

const viewsPath = (layoutID: number | string) => `${layoutPath(layoutID)}/views`;

export function fetchLayoutViews(layoutID: number | string, signal?: AbortSignal): Promise<LayoutView[]> {
  return apiRequest<LayoutView[]>(viewsPath(layoutID), { query: [["expand", "record"]], signal });
}

export function layoutViewsQuery(layoutID: number | string) {
  return queryOptions({
    queryKey: layoutKeys.views(layoutID),
    queryFn: ({ signal }) => fetchLayoutViews(layoutID, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useLayoutViews(layoutID: number | string, enabled = true) {
  return useQuery({ ...layoutViewsQuery(layoutID), enabled });
}

export function putLayoutViews(layoutID: number | string, views: LayoutViewInput): Promise<LayoutView[]> {
  return apiRequest<LayoutView[]>(viewsPath(layoutID), { method: "PUT", body: views });
}

export function usePutLayoutViewsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ layoutID, views }: { layoutID: number | string; views: LayoutViewInput }) =>
      putLayoutViews(layoutID, views),
    // Applying moves targets between layouts: every layout's views may have changed.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: layoutKeys.list() }),
        client.invalidateQueries({ queryKey: layoutKeys.allViews() }),
      ]),
  });
}
