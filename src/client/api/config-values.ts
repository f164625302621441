// GET /config?select=a,b: public config values (feature flags and settings), for interface parts that depend on one
// (e.g. triage.enabled for Resolve). Read once and kept for a few minutes.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./http";

export type ConfigValues = Record<string, unknown>;

export function configValuesQueryOptions(keys: readonly string[]) {
  return queryOptions({
    queryKey: ["config", [...keys].sort().join(",")] as const,
    queryFn: ({ signal }) =>
      apiRequest<ConfigValues>("/config", { query: [["select", keys.join(",")]], signal }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** One config value; undefined while loading, after a failure, or while not enabled (nothing is asked then). */
export function useConfigValue(key: string, enabled = true): unknown {
  const { data } = useQuery({ ...configValuesQueryOptions([key]), enabled });
  return data?.[key];
}
