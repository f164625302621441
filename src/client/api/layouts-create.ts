// POST /api/v2/layouts: a new stored layout (revision 1, published). The dashboard creates one from the view
// type's template, from an empty document, or as a copy of another layout.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LayoutFull } from "../../types/generated/api/layout-full";
import type { LayoutInput } from "../../types/generated/api/layout-input";
import { apiRequest } from "./http";
import { LAYOUTS_LIST_KEY } from "./layouts-list";

export function createLayout(body: LayoutInput): Promise<LayoutFull> {
  return apiRequest<LayoutFull>("/layouts", { method: "POST", body });
}

export function useCreateLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLayout,
    onSettled: () => client.invalidateQueries({ queryKey: LAYOUTS_LIST_KEY }),
  });
}
