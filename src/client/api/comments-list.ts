// GET /api/v2/comments?insertUserID=&page=&limit=&expand=insertUser,discussion: one page of a user's comments (the
// profile's Comments tab), newest first, each with the discussion it is in.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Comment } from "../../types/generated/api/comment";
import { apiRequestPage } from "./http-paged";

export type { Comment };

export interface UserCommentsParams {
  insertUserID: number;
  page?: number;
  limit?: number;
}

export function fetchUserComments(params: UserCommentsParams, signal?: AbortSignal) {
  return apiRequestPage<Comment>(
    "/comments",
    [
      ["insertUserID", params.insertUserID],
      ["page", params.page],
      ["limit", params.limit],
      ["expand", "insertUser,discussion"],
    ],
    signal,
  );
}

export function userCommentsQueryOptions(params: UserCommentsParams) {
  return queryOptions({
    queryKey: [
      "comments",
      "by-user",
      params.insertUserID,
      { page: params.page ?? 1, limit: params.limit ?? 30 },
    ] as const,
    queryFn: ({ signal }) => fetchUserComments(params, signal),
    staleTime: 30 * 1000,
  });
}

export function useUserComments(params: UserCommentsParams, enabled = true) {
  return useQuery({ ...userCommentsQueryOptions(params), enabled });
}
