// Editing a stored layout: GET /layouts/{id}/edit (the published document, plus the newest draft when one is
// newer, and the revision ids a save names as its base), GET|POST /layouts/{id}/revisions (the Revisions panel;
// a save as a draft, 409 when someone saved since the base), POST /layouts/{id}/revisions/{rid}/restore (a new
// draft copying an older one) and POST /layouts/{id}/publish (422 with the problems while it does not validate).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LayoutEdit } from "../../../types/generated/api/layout-edit";
import type { LayoutRevision } from "../../../types/generated/api/layout-revision";
import type { LayoutRevisionInput } from "../../../types/generated/api/layout-revision-input";
import { apiRequest } from "../http";
import { layoutKeys, layoutPath } from "./keys";

type JsonObject = Record<string, unknown>;

export type { LayoutRevision };
/** The generated LayoutEdit: the published document, the revision ids, and the newer draft when there is one. */
export type LayoutForEdit = LayoutEdit;
export type RevisionInput = LayoutRevisionInput;

export function fetchLayoutForEdit(layoutID: number | string, signal?: AbortSignal): Promise<LayoutForEdit> {
  return apiRequest<LayoutForEdit>(`${layoutPath(layoutID)}/edit`, { signal });
}

export function layoutEditQuery(layoutID: number | string) {
  return queryOptions({
    queryKey: layoutKeys.edit(layoutID),
    queryFn: ({ signal }) => fetchLayoutForEdit(layoutID, signal),
    // The editor copies the document into its own store once; a background refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useLayoutForEdit(layoutID: number | string) {
  return useQuery(layoutEditQuery(layoutID));
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

/** A layout's revisions, newest first, without their documents. */
export function fetchLayoutRevisions(
  layoutID: number | string,
  signal?: AbortSignal,
): Promise<LayoutRevision[]> {
  return apiRequest<LayoutRevision[]>(`${layoutPath(layoutID)}/revisions`, { signal });
}

export function layoutRevisionsQuery(layoutID: number | string) {
  return queryOptions({
    queryKey: layoutKeys.revisions(layoutID),
    queryFn: ({ signal }) => fetchLayoutRevisions(layoutID, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useLayoutRevisions(layoutID: number | string, enabled = true) {
  return useQuery({ ...layoutRevisionsQuery(layoutID), enabled });
}

export function createLayoutRevision(
  layoutID: number | string,
  body: RevisionInput,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(`${layoutPath(layoutID)}/revisions`, { method: "POST", body });
}

export function publishLayoutRevision(
  layoutID: number | string,
  revisionID: number,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(`${layoutPath(layoutID)}/publish`, {
    method: "POST",
    body: { revisionID },
  });
}

export function restoreLayoutRevision(
  layoutID: number | string,
  revisionID: number,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(`${layoutPath(layoutID)}/revisions/${revisionID}/restore`, {
    method: "POST",
  });
}

/** Restores a revision as a new draft; the Revisions panel then lists it. */
export function useRestoreLayoutRevisionMutation(layoutID: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionID: number) => restoreLayoutRevision(layoutID, revisionID),
    onSettled: () => client.invalidateQueries({ queryKey: layoutKeys.revisions(layoutID) }),
  });
}
