// POST /api/v2/layouts/{id}/revisions/{revisionID}/restore: a new draft revision copying an older one; the
// editor then loads it as its document.
import { apiRequest } from "./http";
import type { LayoutRevision } from "./layouts-revisions-list";

export function restoreLayoutRevision(
  layoutID: number | string,
  revisionID: number,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(
    `/layouts/${encodeURIComponent(String(layoutID))}/revisions/${revisionID}/restore`,
    { method: "POST" },
  );
}
