// Members as others see them: GET /users/{id} and GET /users/by-name/{name} (?expand=reactionsReceived; a
// restricted profile, private or banned while banned profiles are private, comes back with only the public
// fields), GET /users/{id}/reacted-posts (posts that received one reaction, most recently reacted to first),
// GET /users/by-names (mention suggestions) and PATCH /users/{id} by the member themselves (422 with field
// errors for a taken name or email; success refreshes every cached copy of the user).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MentionSuggestion } from "../../../types/generated/api/mention-suggestion";
import type { ReactedPost } from "../../../types/generated/api/reacted-post";
import type { User } from "../../../types/generated/api/user";
import type { UserPatch } from "../../../types/generated/api/user-patch";
import { ApiError, apiRequest } from "../http";
import { apiRequestPage } from "../http-paged";
import { type ReactedPostsParams, userKeys } from "./keys";

export type { MentionSuggestion, ReactedPost, ReactedPostsParams, User, UserPatch };

export function fetchUser(userID: number, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/users/${userID}`, { query: [["expand", "reactionsReceived"]], signal });
}

export function userQuery(userID: number) {
  return queryOptions({
    queryKey: userKeys.detail(userID),
    queryFn: ({ signal }) => fetchUser(userID, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** `enabled` is false until the card opens: nothing is fetched for names nobody looks at. */
export function useUser(userID: number, enabled = true) {
  return useQuery({ ...userQuery(userID), enabled });
}

/** Whether the answer is the restricted card: the profile's details were left out for this viewer. */
export function isRestrictedProfile(user: User): boolean {
  return user.dateInserted === undefined;
}

/** The profile a /profile/{userName} address names (case-insensitive). */
export function fetchUserByName(name: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/users/by-name/${encodeURIComponent(name)}`, {
    query: [["expand", "reactionsReceived"]],
    signal,
  });
}

export function userByNameQuery(name: string) {
  return queryOptions({
    queryKey: userKeys.byName(name),
    queryFn: ({ signal }) => fetchUserByName(name, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useUserByName(name: string, enabled = true) {
  return useQuery({ ...userByNameQuery(name), enabled });
}

export function patchUser(userID: number, patch: UserPatch): Promise<User> {
  return apiRequest<User>(`/users/${userID}`, { method: "PATCH", body: patch });
}

/** The member edits their own profile; the profile, the card and the title bar's current user all refresh. */
export function useUpdateUserMutation(userID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => patchUser(userID, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
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

export function reactedPostsQuery(params: ReactedPostsParams) {
  return queryOptions({
    queryKey: userKeys.reactedPosts(params),
    queryFn: ({ signal }) => fetchReactedPosts(params, signal),
    staleTime: 30 * 1000,
  });
}

export function useReactedPosts(params: ReactedPostsParams, enabled = true) {
  return useQuery({ ...reactedPostsQuery(params), enabled });
}

/** At most this many mention suggestions. */
export const MENTION_LIMIT = 50;

/**
 * Members whose name starts with what was typed, for @mentions. Only a status of 500 or above is
 * an error for this lookup; a refused query (4xx) suggests no one.
 */
export async function fetchMentionSuggestions(
  typed: string,
  siteSectionID: number | undefined,
  signal?: AbortSignal,
): Promise<MentionSuggestion[]> {
  try {
    return await apiRequest<MentionSuggestion[]>("/users/by-names/", {
      query: [
        ["name", `${typed}*`],
        ["order", "mention"],
        ["limit", MENTION_LIMIT],
        ["siteSectionID", siteSectionID ?? ""],
      ],
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return [];
    throw error;
  }
}

export function mentionSuggestionsQuery(typed: string, siteSectionID?: number) {
  return queryOptions({
    queryKey: userKeys.mentions(typed, siteSectionID),
    queryFn: ({ signal }) => fetchMentionSuggestions(typed, siteSectionID, signal),
    // Typing back over the same letters reuses the answer for a while instead of asking again.
    staleTime: 60_000,
    retry: false,
  });
}
