// The user admin's changes: PATCH /users/{id} (fields, roles, ban) and DELETE /users/{id}. Each refreshes the lists
// and the audit log; a change to oneself also refreshes who the app thinks is signed in and what they may do.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../types/generated/api/user";
import type { UserPatch } from "../../types/generated/api/user-patch";
import { apiRequest } from "./http";
import { USER_ADMIN_LIST_KEY } from "./users-admin-list";

export type { UserPatch };

function useRefreshAfterUserChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: USER_ADMIN_LIST_KEY }),
      client.invalidateQueries({ queryKey: ["audit-logs"] }),
      client.invalidateQueries({ queryKey: ["users", "me"] }),
    ]);
}

export function usePatchUserMutation() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({
    mutationFn: ({ userID, patch }: { userID: number; patch: UserPatch }) =>
      apiRequest<User>(`/users/${userID}`, { method: "PATCH", body: patch }),
    onSettled: refresh,
  });
}

export function useDeleteUserMutation() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({
    mutationFn: async (userID: number) => {
      await apiRequest<undefined>(`/users/${userID}`, { method: "DELETE" });
    },
    onSettled: refresh,
  });
}
