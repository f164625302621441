// The signed-in user's own records: GET /users/me (or the guest, userID 0; seeded from the inlined state),
// GET /users/$me/permissions?expand=junctions (what they may do: loaded by the first component that asks, once per
// session, since signing in or out clears the cache), and GET|DELETE /users/me/sessions (signing devices out).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "../../../types/generated/api/current-user";
import type { Permissions } from "../../../types/generated/api/permissions";
import type { UserSession } from "../../../types/generated/api/user-session";
import { apiRequest } from "../http";
import { userKeys } from "./keys";

export type { CurrentUser, Permissions, UserSession };

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest<CurrentUser>("/users/me", { signal });
}

export function currentUserQuery(initial?: CurrentUser) {
  return queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    initialData: initial,
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useCurrentUserQuery(initial?: CurrentUser) {
  return useQuery(currentUserQuery(initial));
}

export function fetchMyPermissions(signal?: AbortSignal): Promise<Permissions> {
  return apiRequest<Permissions>("/users/$me/permissions", { query: [["expand", "junctions"]], signal });
}

export function myPermissionsQuery() {
  return queryOptions({
    queryKey: userKeys.permissions(),
    queryFn: ({ signal }) => fetchMyPermissions(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

export function useMyPermissionsQuery() {
  return useQuery(myPermissionsQuery());
}

export function fetchSessions(signal?: AbortSignal): Promise<UserSession[]> {
  return apiRequest<UserSession[]>("/users/me/sessions", { signal });
}

export function sessionsQuery() {
  return queryOptions({
    queryKey: userKeys.sessions(),
    queryFn: ({ signal }) => fetchSessions(signal),
  });
}

export function useSessionsQuery(enabled: boolean) {
  return useQuery({ ...sessionsQuery(), enabled });
}

export function revokeSession(sessionID: string): Promise<void> {
  return apiRequest<void>(`/users/me/sessions/${encodeURIComponent(sessionID)}`, { method: "DELETE" });
}

export function revokeOtherSessions(): Promise<void> {
  return apiRequest<void>("/users/me/sessions", { method: "DELETE", query: [["others", true]] });
}

export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { sessionID: string } | "others") =>
      target === "others" ? revokeOtherSessions() : revokeSession(target.sessionID),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.sessions() }),
  });
}
