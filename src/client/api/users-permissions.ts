// GET /api/v2/users/$me/permissions?expand=junctions: what the current user may do (spec 000 §3 permissions record),
// loaded on demand — by the first component that asks a permission — and once per session: signing in or out
// clears the cache (use-enter-session), and the next check loads the new user's record.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Permissions } from "../../types/generated/api/permissions";
import { apiRequest } from "./http";

export type { Permissions };

export function fetchMyPermissions(signal?: AbortSignal): Promise<Permissions> {
  return apiRequest<Permissions>("/users/$me/permissions", { query: [["expand", "junctions"]], signal });
}

export function myPermissionsQueryOptions() {
  return queryOptions({
    queryKey: ["users", "me", "permissions"] as const,
    queryFn: ({ signal }) => fetchMyPermissions(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

export function useMyPermissionsQuery() {
  return useQuery(myPermissionsQueryOptions());
}
