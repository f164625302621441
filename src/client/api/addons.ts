// Addons (src/lib/addons.ts, docs/reference/addons.md): GET /addons?type=addon and PATCH /addons/{addonID}
// (settings.manage), for the dashboard's Addons page, which switches them optimistically: the switch moves at once
// and moves back if the server refuses. useEnabledAddons: the addons switched on as this page knows them (the page
// state, then what this page switched), for the parts of the interface an addon owns (the roles editor's permissions).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADDONS } from "../../lib/addons";
import type { Addon } from "../../types/generated/api/addon";
import type { AddonPatch } from "../../types/generated/api/addon-patch";
import { useOptionalAppState } from "../app-state";
import { apiRequest } from "./http";

export type { Addon };

export const addonKeys = {
  all: ["addons"] as const,
  list: (type: string) => [...addonKeys.all, "list", type] as const,
};

export function fetchAddons(type = "addon", signal?: AbortSignal): Promise<Addon[]> {
  return apiRequest<Addon[]>("/addons", { query: [["type", type]], signal });
}

export function addonsQuery(type = "addon") {
  return queryOptions({
    queryKey: addonKeys.list(type),
    queryFn: ({ signal }) => fetchAddons(type, signal),
    retry: false,
  });
}

export function useAddons() {
  return useQuery(addonsQuery());
}

export function patchAddon(addonID: string, patch: AddonPatch): Promise<Addon> {
  return apiRequest<Addon>(`/addons/${encodeURIComponent(addonID)}`, { method: "PATCH", body: patch });
}

const withEnabled = (list: Addon[] | undefined, addonID: string, enabled: boolean) =>
  list?.map((addon) => (addon.addonID === addonID ? { ...addon, enabled } : addon));

/** Switches an addon: the list shows the new state at once and the old one again if the server refuses. */
export function useSwitchAddonMutation() {
  const client = useQueryClient();
  const key = addonKeys.list("addon");
  return useMutation({
    mutationFn: ({ addonID, enabled }: { addonID: string; enabled: boolean }) =>
      patchAddon(addonID, { enabled }),
    onMutate: async ({ addonID, enabled }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Addon[]>(key);
      client.setQueryData<Addon[]>(key, (list) => withEnabled(list, addonID, enabled));
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(key, context?.before),
    onSuccess: (saved) =>
      client.setQueryData<Addon[]>(key, (list) => withEnabled(list, saved.addonID, saved.enabled)),
  });
}

/** Every addon's id: what a page without the server's list (a static build, a story) assumes is on. */
const ALL_ADDONS = ADDONS.map((addon) => addon.addonID);

/** The addons switched on: this page's answer from GET /addons when it has one, else the page state's. */
export function useEnabledAddons(): readonly string[] {
  const state = useOptionalAppState();
  const client = useQueryClient();
  const listed = client.getQueryData<Addon[]>(addonKeys.list("addon"));
  if (listed) return listed.filter((addon) => addon.enabled).map((addon) => addon.addonID);
  return state?.site.addons ?? ALL_ADDONS;
}
