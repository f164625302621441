// GET /api/v2/users/{id}/reacted-posts?reaction=&page=&limit=: a user's posts that received one reaction (the list
// of /profile/reactions/{userName}?reaction=), the most recently reacted to first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactedPost } from "../../types/generated/api/reacted-post";
import { apiRequestPage } from "./http-paged";

export type { ReactedPost };

export interface ReactedPostsParams {
  userID: number;
  reaction: string;
  page?: number;
  limit?: number;
}

export function fetchReactedPosts(params: ReactedPostsParams, signal?: AbortSignal) {
  return apiRequestPage<ReactedPost>(
    `/users/${params.userID}/reacted-posts`,
    [
      ["reaction", params.reaction],
      ["page", params.page],
      ["limit", params.limit],
    ],
    signal,
  );
}

export function reactedPostsQueryOptions(params: ReactedPostsParams) {
  return queryOptions({
    queryKey: [
      "users",
      "reacted-posts",
      params.userID,
      { reaction: params.reaction.toLowerCase(), page: params.page ?? 1, limit: params.limit ?? 30 },
    ] as const,
    queryFn: ({ signal }) => fetchReactedPosts(params, signal),
    staleTime: 30 * 1000,
  });
}

export function useReactedPosts(params: ReactedPostsParams, enabled = true) {
  return useQuery({ ...reactedPostsQueryOptions(params), enabled });
}
