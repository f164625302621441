// The user admin (users.edit, users.delete or site.manage): GET /users (one page of people matching a search, with
// their roles; emails only with personalInfo.view; paging from the response headers), PATCH /users/{id} (fields,
// roles, ban), DELETE /users/{id} and staff's POST /users (adding a member). Each change refreshes the lists and the
// audit log, and who the app thinks is signed in (a change to oneself changes what they may do).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../types/generated/api/user";
import type { UserPatch } from "../../../types/generated/api/user-patch";
import { auditLogKeys } from "../audit-logs";
import { apiRequest } from "../http";
import { apiRequestPage, type Page } from "../http-paged";
import { registerUser } from "./identity";
import { type UserSearch, userKeys } from "./keys";
import { patchUser } from "./profiles";

export type { UserSearch };

export const USER_ADMIN_PAGE_SIZE = 30;

export function fetchUserAdminPage(search: UserSearch, signal?: AbortSignal): Promise<Page<User>> {
  return apiRequestPage<User>(
    "/users",
    [
      ["query", search.query || undefined],
      ["roleID", search.roleID ?? undefined],
      ["page", search.page],
      ["limit", USER_ADMIN_PAGE_SIZE],
    ],
    signal,
  );
}

export function userAdminListQuery(search: UserSearch) {
  return queryOptions({
    queryKey: userKeys.adminList(search),
    queryFn: ({ signal }) => fetchUserAdminPage(search, signal),
    // The previous page stays on screen while the next search loads, so the table does not jump.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useUserAdminList(search: UserSearch) {
  return useQuery(userAdminListQuery(search));
}

export async function deleteUser(userID: number): Promise<void> {
  await apiRequest<undefined>(`/users/${userID}`, { method: "DELETE" });
}

function useRefreshAfterUserChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.adminLists() }),
      client.invalidateQueries({ queryKey: auditLogKeys.all }),
      client.invalidateQueries({ queryKey: userKeys.me() }),
    ]);
}

export function usePatchUserMutation() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({
    mutationFn: ({ userID, patch }: { userID: number; patch: UserPatch }) => patchUser(userID, patch),
    onSettled: refresh,
  });
}

/** Staff adding a member (POST /users with users.add): they stay signed in as themselves. */
export function useAddUserMutation() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({ mutationFn: registerUser, onSettled: refresh });
}

export function useDeleteUserMutation() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({ mutationFn: deleteUser, onSettled: refresh });
}
