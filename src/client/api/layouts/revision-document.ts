// One revision of a stored layout with its document (GET /layouts/{id}/revisions/{revisionID}), for the editor's
// revision comparison (src/client/editor/revisions-diff/). A revision never changes once written, except that
// publishing drops keys the schemas do not model, so a minute of freshness is plenty.
import { queryOptions } from "@tanstack/react-query";
import type { LayoutRevision } from "../../../types/generated/api/layout-revision";
import { apiRequest } from "../http";
import { layoutKeys, layoutPath } from "./keys";

export function fetchLayoutRevision(
  layoutID: number | string,
  revisionID: number,
  signal?: AbortSignal,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(`${layoutPath(layoutID)}/revisions/${revisionID}`, { signal });
}

export function layoutRevisionQuery(layoutID: number | string, revisionID: number) {
  return queryOptions({
    // Under the revisions list's key: invalidating the list refreshes the documents too.
    queryKey: [...layoutKeys.revisions(layoutID), revisionID] as const,
    queryFn: ({ signal }) => fetchLayoutRevision(layoutID, revisionID, signal),
    staleTime: 60_000,
    retry: false,
  });
}
