// GET /api/v2/layouts/{id}/revisions: a layout's revisions, newest first, without their documents (author, date,
// draft or published), for the editor's Revisions panel.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutRevision } from "../../types/generated/api/layout-revision";
import { apiRequest } from "./http";

export type { LayoutRevision };

export function layoutRevisionsQueryKey(layoutID: number | string) {
  return ["layouts", "revisions", String(layoutID)] as const;
}

export function fetchLayoutRevisions(
  layoutID: number | string,
  signal?: AbortSignal,
): Promise<LayoutRevision[]> {
  return apiRequest<LayoutRevision[]>(`/layouts/${encodeURIComponent(String(layoutID))}/revisions`, {
    signal,
  });
}

export function layoutRevisionsQueryOptions(layoutID: number | string) {
  return queryOptions({
    queryKey: layoutRevisionsQueryKey(layoutID),
    queryFn: ({ signal }) => fetchLayoutRevisions(layoutID, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useLayoutRevisions(layoutID: number | string, enabled = true) {
  return useQuery({ ...layoutRevisionsQueryOptions(layoutID), enabled });
}
