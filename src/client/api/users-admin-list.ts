// GET /api/v2/users (users.edit, users.delete or site.manage): one page of people matching the user admin's search,
// with their roles; emails only for viewers with personalInfo.view. Paging comes from the response headers.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../types/generated/api/user";
import { apiRequestPage, type Page } from "./http-paged";

export type { User };

export interface UserSearch {
  query: string;
  roleID: number | null;
  page: number;
}

export const USER_ADMIN_PAGE_SIZE = 30;

/** Every user admin list, whatever the search: what a change invalidates. */
export const USER_ADMIN_LIST_KEY = ["users", "admin-list"] as const;

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

export function userAdminListQueryOptions(search: UserSearch) {
  return queryOptions({
    queryKey: [...USER_ADMIN_LIST_KEY, search] as const,
    queryFn: ({ signal }) => fetchUserAdminPage(search, signal),
    // The previous page stays on screen while the next search loads, so the table does not jump.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useUserAdminList(search: UserSearch) {
  return useQuery(userAdminListQueryOptions(search));
}
