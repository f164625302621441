// DELETE /api/v2/layouts/{id}: removes a stored layout; 422 "Active layout cannot be deleted." while it is
// applied anywhere, 422 for templates.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./http";
import { LAYOUTS_LIST_KEY } from "./layouts-list";

export function deleteLayout(layoutID: number | string): Promise<void> {
  return apiRequest<void>(`/layouts/${encodeURIComponent(String(layoutID))}`, { method: "DELETE" });
}

export function useDeleteLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLayout,
    onSettled: () => client.invalidateQueries({ queryKey: LAYOUTS_LIST_KEY }),
  });
}
