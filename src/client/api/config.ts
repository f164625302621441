// GET /config?select=a,b: public config values (feature flags and settings), for interface parts that depend on
// one (e.g. triage.enabled for Resolve). Read once and kept for a few minutes. PATCH /config: the dashboard's
// settings pages.
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { ConfigPatch } from "../../types/generated/api/config-patch";
import { apiRequest } from "./http";

export type ConfigValues = Record<string, unknown>;

export const configKeys = {
  all: ["config"] as const,
  /** The same keys in another order are the same question. */
  values: (keys: readonly string[]) => [...configKeys.all, [...keys].sort().join(",")] as const,
};

export function fetchConfigValues(keys: readonly string[], signal?: AbortSignal): Promise<ConfigValues> {
  return apiRequest<ConfigValues>("/config", { query: [["select", keys.join(",")]], signal });
}

export function configValuesQuery(keys: readonly string[]) {
  return queryOptions({
    queryKey: configKeys.values(keys),
    queryFn: ({ signal }) => fetchConfigValues(keys, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** One config value; undefined while loading, after a failure, or while not enabled (nothing is asked then). */
export function useConfigValue(key: string, enabled = true): unknown {
  const { data } = useQuery({ ...configValuesQuery([key]), enabled });
  return data?.[key];
}

/** PATCH /config (settings.manage): answers the values of the keys it was sent, as stored. */
export function patchConfigValues(values: ConfigPatch): Promise<ConfigValues> {
  return apiRequest<ConfigValues>("/config", { method: "PATCH", body: values });
}

/** Lays saved values over a cached answer for these keys (only its own keys), so the next read shows them. */
export function storeConfigValues(client: QueryClient, keys: readonly string[], saved: ConfigValues): void {
  const ours = Object.fromEntries(Object.entries(saved).filter(([key]) => keys.includes(key)));
  client.setQueryData<ConfigValues>(configKeys.values(keys), (cached) =>
    cached ? { ...cached, ...ours } : cached,
  );
}
