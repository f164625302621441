// POST /api/v2/layouts/{id}/revisions: saves the editor's document as a draft revision. baseRevisionID names the
// revision the edit started from; when someone saved since, the server answers 409 and writes nothing.
import type { LayoutRevisionInput } from "../../types/generated/api/layout-revision-input";
import { apiRequest } from "./http";
import type { LayoutRevision } from "./layouts-revisions-list";

export type RevisionInput = LayoutRevisionInput;

export function createLayoutRevision(
  layoutID: number | string,
  body: RevisionInput,
): Promise<LayoutRevision> {
  return apiRequest<LayoutRevision>(`/layouts/${encodeURIComponent(String(layoutID))}/revisions`, {
    method: "POST",
    body,
  });
}
