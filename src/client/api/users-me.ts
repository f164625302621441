// GET /api/v2/users/me: the signed-in user, or the guest (userID 0). Seeded from the inlined state.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../types/generated/api/current-user";
import { apiRequest } from "./http";

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest<CurrentUser>("/users/me", { signal });
}

export function currentUserQueryOptions(initial?: CurrentUser) {
  return queryOptions({
    queryKey: ["users", "me"] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    initialData: initial,
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useCurrentUserQuery(initial?: CurrentUser) {
  return useQuery(currentUserQueryOptions(initial));
}
