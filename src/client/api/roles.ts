// GET /api/v2/roles: every role by id and name (site.manage). The editor's view-as picker and the role-filter
// control list them; roles change rarely, so one fetch serves the whole editing session.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "../../types/generated/api/role";
import { apiRequest } from "./http";

export type { Role };

export function fetchRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiRequest<Role[]>("/roles", { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: ["roles"] as const,
    queryFn: ({ signal }) => fetchRoles(signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
