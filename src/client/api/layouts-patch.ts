// PATCH /api/v2/layouts/{id}: renames a stored layout or replaces its document directly (validated whole).
// The editor saves through revisions instead; the dashboard uses this for renames.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LayoutFull } from "../../types/generated/api/layout-full";
import type { LayoutPatch } from "../../types/generated/api/layout-patch";
import { apiRequest } from "./http";
import { LAYOUTS_LIST_KEY } from "./layouts-list";

export function patchLayout(layoutID: number | string, body: LayoutPatch): Promise<LayoutFull> {
  return apiRequest<LayoutFull>(`/layouts/${encodeURIComponent(String(layoutID))}`, {
    method: "PATCH",
    body,
  });
}

export function usePatchLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ layoutID, patch }: { layoutID: number | string; patch: LayoutPatch }) =>
      patchLayout(layoutID, patch),
    onSettled: () => client.invalidateQueries({ queryKey: LAYOUTS_LIST_KEY }),
  });
}
