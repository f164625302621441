// Discussions: GET /api/v2/discussions (a filtered list, a member's own, a search: the paged ones read the paging
// headers), GET /discussions/{id}, POST /discussions, PATCH /discussions/{id} (closed, sink, resolved, pinned and
// pinLocation, categoryID, insertUserID; answered with the discussion and its category), PUT …/type, PATCH …/bump,
// DELETE /discussions/{id}, and a member's own toggles: PUT …/bookmark, …/mute, …/dismiss. Every discussion query
// lives under discussionKeys.all, so one invalidation reaches each list and detail.
import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { Discussion } from "../../types/generated/api/discussion";
import type { DiscussionBookmark } from "../../types/generated/api/discussion-bookmark";
import type { DiscussionDismiss } from "../../types/generated/api/discussion-dismiss";
import type { DiscussionMute } from "../../types/generated/api/discussion-mute";
import type { DiscussionPatch } from "../../types/generated/api/discussion-patch";
import type { DiscussionPost } from "../../types/generated/api/discussion-post";
import type { DiscussionTypePut } from "../../types/generated/api/discussion-type-put";
import { apiRequest, type QueryValue } from "./http";
import { apiRequestPage } from "./http-paged";
import { hydratedLayoutKeys } from "./layouts/keys";

export type { Discussion, DiscussionPatch, DiscussionPost };

/** A list's filters as the query string sends them, in order. */
export type DiscussionListQuery = Array<[string, QueryValue]>;

export interface UserDiscussionsParams {
  insertUserID: number;
  page?: number;
  limit?: number;
}

export const discussionKeys = {
  all: ["discussions"] as const,
  lists: () => [...discussionKeys.all, "list"] as const,
  list: (query: DiscussionListQuery) => [...discussionKeys.lists(), query] as const,
  byUser: (params: UserDiscussionsParams) =>
    [
      ...discussionKeys.lists(),
      "by-user",
      params.insertUserID,
      { page: params.page ?? 1, limit: params.limit ?? 30 },
    ] as const,
  details: () => [...discussionKeys.all, "detail"] as const,
  detail: (discussionID: number, expand = "") => [...discussionKeys.details(), discussionID, expand] as const,
};

// Fetchers.

export function fetchDiscussions(query: DiscussionListQuery, signal?: AbortSignal) {
  return apiRequest<Discussion[]>("/discussions", { query, signal });
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

export function fetchDiscussion(discussionID: number, expand = "", signal?: AbortSignal) {
  return apiRequest<Discussion>(`/discussions/${discussionID}`, {
    query: expand ? [["expand", expand]] : [],
    signal,
  });
}

export function createDiscussion(body: DiscussionPost): Promise<Discussion> {
  return apiRequest<Discussion>("/discussions", { method: "POST", body });
}

/** The answer carries the discussion's category unless the caller needs none (expand ""). */
export function patchDiscussion(
  discussionID: number,
  body: DiscussionPatch,
  expand = "category",
): Promise<Discussion> {
  return apiRequest<Discussion>(`/discussions/${discussionID}`, {
    method: "PATCH",
    body,
    query: expand ? [["expand", expand]] : [],
  });
}

export function putDiscussionType(
  discussionID: number,
  type: DiscussionTypePut["type"],
): Promise<Discussion> {
  return apiRequest<Discussion>(`/discussions/${discussionID}/type`, { method: "PUT", body: { type } });
}

export function bumpDiscussion(discussionID: number): Promise<Discussion> {
  return apiRequest<Discussion>(`/discussions/${discussionID}/bump`, { method: "PATCH" });
}

export function deleteDiscussion(discussionID: number): Promise<void> {
  return apiRequest<void>(`/discussions/${discussionID}`, { method: "DELETE" });
}

export function putBookmark(discussionID: number, bookmarked: boolean) {
  return apiRequest<DiscussionBookmark>(`/discussions/${discussionID}/bookmark`, {
    method: "PUT",
    body: { bookmarked },
  });
}

export function putDiscussionMute(discussionID: number, muted: boolean): Promise<DiscussionMute> {
  return apiRequest<DiscussionMute>(`/discussions/${discussionID}/mute`, { method: "PUT", body: { muted } });
}

export function putDiscussionDismiss(discussionID: number, dismissed: boolean): Promise<DiscussionDismiss> {
  return apiRequest<DiscussionDismiss>(`/discussions/${discussionID}/dismiss`, {
    method: "PUT",
    body: { dismissed },
  });
}

// Query options: pure functions of their parameters, so a server render can prefetch the same ones.

export function discussionsQuery(query: DiscussionListQuery) {
  return queryOptions({
    queryKey: discussionKeys.list(query),
    queryFn: ({ signal }) => fetchDiscussions(query, signal),
  });
}

export function userDiscussionsQuery(params: UserDiscussionsParams) {
  return queryOptions({
    queryKey: discussionKeys.byUser(params),
    queryFn: ({ signal }) => fetchUserDiscussions(params, signal),
    staleTime: 30 * 1000,
  });
}

export function discussionQuery(discussionID: number, expand = "") {
  return queryOptions({
    queryKey: discussionKeys.detail(discussionID, expand),
    queryFn: ({ signal }) => fetchDiscussion(discussionID, expand, signal),
  });
}

// Query hooks.

export function useDiscussions(query: DiscussionListQuery) {
  return useQuery(discussionsQuery(query));
}

export function useUserDiscussions(params: UserDiscussionsParams, enabled = true) {
  return useQuery({ ...userDiscussionsQuery(params), enabled });
}

export function useDiscussion(discussionID: number, expand = "") {
  return useQuery(discussionQuery(discussionID, expand));
}

// Mutation hooks: each refreshes the cached discussions once the server has answered, without holding the caller
// (which shows the answer at once) until the lists have been read again.

function useInvalidateDiscussions() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: discussionKeys.all });
  };
}

export function useCreateDiscussionMutation(
  options: Omit<UseMutationOptions<Discussion, Error, DiscussionPost>, "mutationFn"> = {},
) {
  const invalidate = useInvalidateDiscussions();
  return useMutation({
    ...options,
    mutationFn: createDiscussion,
    onSuccess: (...args) => {
      invalidate();
      return options.onSuccess?.(...args);
    },
  });
}

/** A discussion option of the options menu (docs/reference/ui-behaviour.md#discussion-options). */
export type DiscussionOption =
  | { kind: "patch"; body: DiscussionPatch }
  | { kind: "type"; type: DiscussionTypePut["type"] }
  | { kind: "bump" }
  | { kind: "mute"; muted: boolean }
  | { kind: "dismiss"; dismissed: boolean };

/** Runs an option; answers what changed on the discussion (the whole record, or the one flag). */
export function applyDiscussionOption(
  discussionID: number,
  option: DiscussionOption,
): Promise<Partial<Discussion>> {
  switch (option.kind) {
    case "patch":
      return patchDiscussion(discussionID, option.body);
    case "type":
      return putDiscussionType(discussionID, option.type);
    case "bump":
      return bumpDiscussion(discussionID);
    case "mute":
      return putDiscussionMute(discussionID, option.muted);
    case "dismiss":
      return putDiscussionDismiss(discussionID, option.dismissed);
  }
}

/**
 * Every option of a discussion's menu through one mutation: a list page renders a menu per row, on the server too,
 * and an observer per option cost more than the rest of the menu.
 */
export function useDiscussionOptionMutation(discussionID: number) {
  const invalidate = useInvalidateDiscussions();
  return useMutation({
    mutationFn: (option: DiscussionOption) => applyDiscussionOption(discussionID, option),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteDiscussionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscussion,
    // A deleted discussion leaves every cached list, those inside hydrated layouts too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
        queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all }),
      ]),
  });
}

export function useBookmarkMutation(discussionID: number) {
  const invalidate = useInvalidateDiscussions();
  return useMutation({
    mutationFn: (bookmarked: boolean) => putBookmark(discussionID, bookmarked),
    onSuccess: () => invalidate(),
  });
}
