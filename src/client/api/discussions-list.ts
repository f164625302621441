// GET /api/v2/discussions?insertUserID=&page=&limit=&expand=lastUser,category: one page of a user's discussions
// (the profile's Discussions tab), newest first, paged by the response headers.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Discussion } from "../../types/generated/api/discussion";
import { apiRequestPage } from "./http-paged";

export type { Discussion };

export interface UserDiscussionsParams {
  insertUserID: number;
  page?: number;
  limit?: number;
}

export function fetchUserDiscussions(params: UserDiscussionsParams, signal?: AbortSignal) {
  return apiRequestPage<Discussion>(
    "/discussions",
    [
      ["insertUserID", params.insertUserID],
      ["sort", "-dateInserted"],
      ["page", params.page],
      ["limit", params.limit],
      ["expand", "lastUser,category"],
    ],
    signal,
  );
}

export function userDiscussionsQueryOptions(params: UserDiscussionsParams) {
  return queryOptions({
    queryKey: [
      "discussions",
      "by-user",
      params.insertUserID,
      { page: params.page ?? 1, limit: params.limit ?? 30 },
    ] as const,
    queryFn: ({ signal }) => fetchUserDiscussions(params, signal),
    staleTime: 30 * 1000,
  });
}

export function useUserDiscussions(params: UserDiscussionsParams, enabled = true) {
  return useQuery({ ...userDiscussionsQueryOptions(params), enabled });
}
