// GET /config?select=a,b: public config values (feature flags and settings), for interface parts that depend on
// one (e.g. triage.enabled for Resolve). Read once and kept for a few minutes.
import { queryOptions, useQuery } from "@tanstack/react-query";
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
