// POST /api/v2/layouts/{id}/publish {revisionID}: makes a revision the layout's live document; 422 with the
// problems by field while it does not validate.
import { apiRequest } from "./http";
import type { LayoutRevision } from "./layouts-revisions-list";

export function publishLayoutRevision(
  layoutID: number | string,
  revisionID: number,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(`/layouts/${encodeURIComponent(String(layoutID))}/publish`, {
    method: "POST",
    body: { revisionID },
  });
}
