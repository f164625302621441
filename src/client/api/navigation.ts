// The title bar's navigation (routes/navigation.ts): GET /navigation?locale= (anyone: the items this viewer sees) and
// the editor's GET, PUT and DELETE /navigation/{localeKey} (settings.manage; "default" is the list of every locale
// without its own). A save or a reset answers the list now in use, which replaces the cached one.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NavigationEntry } from "../../types/generated/api/navigation-entry";
import type { NavigationItem } from "../../types/generated/navigation/navigation-item";
import { apiRequest } from "./http";

export type { NavigationEntry, NavigationItem };

export const navigationKeys = {
  all: ["navigation"] as const,
  entry: (localeKey: string) => [...navigationKeys.all, "entry", localeKey] as const,
};

const entryPath = (localeKey: string) => `/navigation/${encodeURIComponent(localeKey)}`;

export function fetchNavigationEntry(localeKey: string, signal?: AbortSignal): Promise<NavigationEntry> {
  return apiRequest<NavigationEntry>(entryPath(localeKey), { signal });
}

export function navigationEntryQuery(localeKey: string) {
  return queryOptions({
    queryKey: navigationKeys.entry(localeKey),
    queryFn: ({ signal }) => fetchNavigationEntry(localeKey, signal),
    retry: false,
  });
}

/** The previous locale's list stays on screen while the next one loads (the editor keeps its place and focus). */
export function useNavigationEntry(localeKey: string) {
  return useQuery({ ...navigationEntryQuery(localeKey), placeholderData: keepPreviousData });
}

export function putNavigation(localeKey: string, items: NavigationItem[]): Promise<NavigationEntry> {
  return apiRequest<NavigationEntry>(entryPath(localeKey), { method: "PUT", body: { items } });
}

export function resetNavigation(localeKey: string): Promise<NavigationEntry> {
  return apiRequest<NavigationEntry>(entryPath(localeKey), { method: "DELETE" });
}

function useEntryMutation<Variables>(run: (variables: Variables) => Promise<NavigationEntry>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (entry) => {
      const saved = navigationKeys.entry(entry.localeKey);
      client.setQueryData(saved, entry);
      // Other locales may fall back to the list just changed; what viewers see changed too.
      void client.invalidateQueries({
        queryKey: navigationKeys.all,
        predicate: (query) => query.queryKey.join("/") !== saved.join("/"),
      });
    },
  });
}

export function usePutNavigationMutation() {
  return useEntryMutation(({ localeKey, items }: { localeKey: string; items: NavigationItem[] }) =>
    putNavigation(localeKey, items),
  );
}

export function useResetNavigationMutation() {
  return useEntryMutation((localeKey: string) => resetNavigation(localeKey));
}
