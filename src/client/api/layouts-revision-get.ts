// GET /api/v2/layouts/{id}/revisions/{revisionID}: one revision with its document.
import { apiRequest } from "./http";
import type { LayoutRevision } from "./layouts-revisions-list";

export function fetchLayoutRevision(
  layoutID: number | string,
  revisionID: number,
  signal?: AbortSignal,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(
    `/layouts/${encodeURIComponent(String(layoutID))}/revisions/${revisionID}`,
    {
      signal,
    },
  );
}
