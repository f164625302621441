// GET /api/v2/users/me/sessions, DELETE /api/v2/users/me/sessions/{sessionID} and
// DELETE /api/v2/users/me/sessions?others=true: the signed-in user's sessions and signing devices out.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserSession } from "../../types/generated/api/user-session";
import { apiRequest } from "./http";

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: ["users", "me", "sessions"] as const,
    queryFn: ({ signal }) => apiRequest<UserSession[]>("/users/me/sessions", { signal }),
  });
}

export function useSessionsQuery(enabled: boolean) {
  return useQuery({ ...sessionsQueryOptions(), enabled });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
