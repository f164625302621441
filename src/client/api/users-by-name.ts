// GET /api/v2/users/by-name/{name}?expand=reactionsReceived: the profile a /profile/{userName} address names
// (case-insensitive), as the viewer may see it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../types/generated/api/user";
import { apiRequest } from "./http";

export const userByNameKey = (name: string) => ["users", "by-name", name.toLowerCase()] as const;

export function fetchUserByName(name: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/users/by-name/${encodeURIComponent(name)}`, {
    query: [["expand", "reactionsReceived"]],
    signal,
  });
}

export function userByNameQueryOptions(name: string) {
  return queryOptions({
    queryKey: userByNameKey(name),
    queryFn: ({ signal }) => fetchUserByName(name, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useUserByName(name: string, enabled = true) {
  return useQuery({ ...userByNameQueryOptions(name), enabled });
}
