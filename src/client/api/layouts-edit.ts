// GET /api/v2/layouts/{id}/edit: the document to edit — the published one, plus the newest draft when a draft is
// newer than it (the editor opens the draft), and the revision ids a save must name as its base.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutEdit } from "../../types/generated/api/layout-edit";
import { apiRequest } from "./http";

type JsonObject = Record<string, unknown>;

/** The generated LayoutEdit: the published document, the revision ids, and the newer draft when there is one. */
export type LayoutForEdit = LayoutEdit;

export function layoutEditQueryKey(layoutID: number | string) {
  return ["layouts", "edit", String(layoutID)] as const;
}

export function fetchLayoutForEdit(layoutID: number | string, signal?: AbortSignal): Promise<LayoutForEdit> {
  return apiRequest<LayoutForEdit>(`/layouts/${encodeURIComponent(String(layoutID))}/edit`, { signal });
}

export function layoutEditQueryOptions(layoutID: number | string) {
  return queryOptions({
    queryKey: layoutEditQueryKey(layoutID),
    queryFn: ({ signal }) => fetchLayoutForEdit(layoutID, signal),
    // The editor copies the document into its own store once; a background refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useLayoutForEdit(layoutID: number | string) {
  return useQuery(layoutEditQueryOptions(layoutID));
}

/** The document the editor opens: the newer draft when there is one, else the published document. */
export function editableDocument(edit: LayoutForEdit): {
  name: string;
  layout: JsonObject[];
  titleBar: JsonObject;
  revisionID: number | null;
} {
  if (edit.draft) {
    const { name, layout, titleBar, revisionID } = edit.draft;
    return { name, layout, titleBar, revisionID };
  }
  return {
    name: edit.name,
    layout: edit.layout,
    titleBar: edit.titleBar,
    revisionID: edit.publishedRevisionID ?? edit.latestRevisionID ?? null,
  };
}
